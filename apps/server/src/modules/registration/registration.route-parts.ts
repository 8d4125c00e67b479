import type { RegistrationContract, registrationOperations } from '@hrwe/domain';
import type { FileStore } from '../../platform/files/storage';
import type { Implementations } from '../../platform/operations';

/** The handlers of some of the registration's operations (each route file serves its part). */
export type RegistrationHandlers<K extends keyof typeof registrationOperations> = Pick<
  Implementations<typeof registrationOperations>,
  K
>;

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
