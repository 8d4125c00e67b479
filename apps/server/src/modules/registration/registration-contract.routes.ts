import { badRequest } from '@hrwe/domain';
import { sendDownload } from '../../platform/files/storage';
import { contractRule, readUpload } from '../../platform/files/upload';
import { brandOf, legalNameOf } from '../tenants';
import { CONTRACT_FILE_NAME, contractPdf } from './contract-pdf';
import { readSignedContract } from './p7m';
import { contractInfo, type RegistrationHandlers } from './registration.route-parts';
import { requireDetails, saveContract, wizardUser } from './registration.service';

/** The contract step of the wizard: the standard contract to sign, and the signed (.p7m) contract uploaded. */
export const contractHandlers: RegistrationHandlers<
  'contract' | 'contractTemplate' | 'contractFile' | 'uploadContract'
> = {
  contract: async ({ deps, caller, params }) => {
    const u = await wizardUser(deps.db, caller, params.registerId);
    return { contract: await contractInfo(deps.files, u.tenantId, u) };
  },
  contractTemplate: async ({ deps, caller, tenant, params, reply }) => {
    const u = await wizardUser(deps.db, caller, params.registerId);
    const { personal, company } = requireDetails(u);
    const content = await contractPdf({
      // The brand and its company, never the technical tenant name ("acme").
      productName: (await brandOf(deps, tenant.id)).productName,
      legalName: await legalNameOf(deps, tenant.id),
      email: u.email,
      personal,
      company,
      now: new Date(),
    });
    return sendDownload(reply, { name: CONTRACT_FILE_NAME, mime: 'application/pdf', content });
  },
  contractFile: async ({ deps, caller, params, reply }) => {
    const u = await wizardUser(deps.db, caller, params.registerId);
    const f = u.contractFileId ? await deps.files.get(u.tenantId, u.contractFileId) : null;
    if (!f) throw badRequest('CONTRACT_REQUIRED');
    return sendDownload(reply, f);
  },
  uploadContract: {
    upload: contractRule,
    handler: async ({ deps, caller, params, request }) => {
      const u = await wizardUser(deps.db, caller, params.registerId, true);
      requireDetails(u);
      const upload = await readUpload(request);
      const signed = upload ? await readSignedContract(upload.content) : null;
      if (!upload || !signed) throw badRequest('CONTRACT_NOT_SIGNED', { file: 'CONTRACT_NOT_SIGNED' });
      const stored = await deps.files.save({ tenantId: u.tenantId, userId: u.id }, upload);
      await saveContract(deps.db, u, { fileId: stored.id, signer: signed.signer, signedAt: signed.signedAt });
      return {
        contract: {
          name: stored.name,
          signer: signed.signer,
          signedAt: signed.signedAt?.toISOString() ?? null,
        },
      };
    },
  },
};
