import { z } from 'zod';
import type { FileStore } from '../../platform/files/storage';

/** What the registration route files share: parameters, response parts, the contract's description. */
export const tags = ['registration'];
export const Detail = z.record(z.string(), z.string()).nullable();
export const RegisterIdParams = z.object({ registerId: z.string().max(100) });
export const ContractInfo = z
  .object({ name: z.string(), signer: z.string().nullable(), signedAt: z.string().nullable() })
  .nullable();

/** The uploaded signed contract as the wizard shows it (name, signer, date), or null before the upload. */
export async function contractInfo(
  files: FileStore,
  tenantId: number,
  u: { contractFileId: string | null; contractSigner: string | null; contractSignedAt: Date | null },
) {
  if (!u.contractFileId) return null;
  const f = await files.get(tenantId, u.contractFileId);
  return {
    name: f?.name ?? 'contratto.p7m',
    signer: u.contractSigner,
    signedAt: u.contractSignedAt?.toISOString() ?? null,
  };
}
