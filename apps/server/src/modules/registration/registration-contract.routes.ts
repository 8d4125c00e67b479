import { badRequest, FileDownloadSchema, RegistrationContractAnswerSchema } from '@hrwe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guards';
import { sendDownload } from '../../platform/files/storage';
import { MAX_UPLOAD_BYTES, readUpload } from '../../platform/files/upload';
import { brandOf, legalNameOf } from '../tenants';
import { CONTRACT_FILE_NAME, contractPdf } from './contract-pdf';
import { readSignedContract } from './p7m';
import { contractInfo, RegisterIdParams, tags } from './registration.route-parts';
import { requireDetails, saveContract, wizardUser } from './registration.service';

/** The contract step of the wizard: the standard contract to sign, and the signed (.p7m) contract uploaded. */
export const registrationContractRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files } = app.deps;

  app.get(
    '/user/register/contract-document/:registerId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The uploaded signed contract',
        params: RegisterIdParams,
        response: { 200: RegistrationContractAnswerSchema },
      },
    },
    async (request) => {
      const u = await wizardUser(db, requireUser(request), request.params.registerId);
      return { contract: await contractInfo(files, u.tenantId, u) };
    },
  );

  app.get(
    '/user/register/contract-document/:registerId/template',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The standard contract to sign (PDF)',
        params: RegisterIdParams,
        response: { 200: FileDownloadSchema },
      },
    },
    async (request, reply) => {
      const u = await wizardUser(db, requireUser(request), request.params.registerId);
      const { personal, company } = requireDetails(u);
      const content = await contractPdf({
        // The brand and its company, never the technical tenant name ("acme").
        productName: (await brandOf(app.deps, request.tenant.id)).productName,
        legalName: await legalNameOf(app.deps, request.tenant.id),
        email: u.email,
        personal,
        company,
        now: new Date(),
      });
      return sendDownload(reply, { name: CONTRACT_FILE_NAME, mime: 'application/pdf', content });
    },
  );

  app.get(
    '/user/register/contract-document/:registerId/file',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Download the uploaded signed contract',
        params: RegisterIdParams,
        response: { 200: FileDownloadSchema },
      },
    },
    async (request, reply) => {
      const u = await wizardUser(db, requireUser(request), request.params.registerId);
      const f = u.contractFileId ? await files.get(u.tenantId, u.contractFileId) : null;
      if (!f) throw badRequest('CONTRACT_REQUIRED');
      return sendDownload(reply, f);
    },
  );

  app.post(
    '/user/register/contract-document/:registerId',
    {
      config: { access: 'signedIn', upload: { maxBytes: MAX_UPLOAD_BYTES, extensions: ['p7m'] } },
      schema: {
        tags,
        summary: 'Upload the signed contract (.p7m, CAdES, at most 20 MB)',
        params: RegisterIdParams,
        consumes: ['multipart/form-data'],
        response: { 200: RegistrationContractAnswerSchema },
      },
    },
    async (request) => {
      const u = await wizardUser(db, requireUser(request), request.params.registerId, true);
      requireDetails(u);
      const upload = await readUpload(request);
      const signed = upload ? await readSignedContract(upload.content) : null;
      if (!upload || !signed) throw badRequest('CONTRACT_NOT_SIGNED', { file: 'CONTRACT_NOT_SIGNED' });
      const stored = await files.save({ tenantId: u.tenantId, userId: u.id }, upload);
      await saveContract(db, u, { fileId: stored.id, signer: signed.signer, signedAt: signed.signedAt });
      return {
        contract: {
          name: stored.name,
          signer: signed.signer,
          signedAt: signed.signedAt?.toISOString() ?? null,
        },
      };
    },
  );
};
