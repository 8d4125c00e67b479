import type { RegistrationContract } from '@hrwe/domain';
import { z } from 'zod';
import type { FileStore } from '../../platform/files/storage';

/** What the registration route files share: tags, parameters, the contract's description. */
export const tags = ['registration'];
export const RegisterIdParams = z.object({ registerId: z.string().max(100) });

/** The uploaded signed contract as the wizard shows it (name, signer, date), or null before the upload. */
export async function contractInfo(
  files: FileStore,
  tenantId: number,
  u: { contractFileId: string | null; contractSigner: string | null; contractSignedAt: Date | null },
): Promise<RegistrationContract> {
  if (!u.contractFileId) return null;
  const f = await files.get(tenantId, u.contractFileId);
  return {
    name: f?.name ?? 'contratto.p7m',
    signer: u.contractSigner,
    signedAt: u.contractSignedAt?.toISOString() ?? null,
  };
}
