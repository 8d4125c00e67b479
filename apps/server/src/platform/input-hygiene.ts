import { TEXT_CHARACTER_NOT_ALLOWED, unsafeTextPaths } from '@hrwe/domain';
import type { FastifyInstance } from 'fastify';

/**
 * The net under the domain schemas: every string of every parsed body, query and path parameter is checked with
 * the domain's rule before validation, so a NUL byte, a control or a bidirectional override character, or an
 * unpaired surrogate never reaches a service or the database, whichever field carries it. Multipart fields are
 * checked where the form is read (platform/files/upload.ts).
 */
export function registerInputHygiene(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    const paths = [
      ...unsafeTextPaths(request.params),
      ...unsafeTextPaths(request.query),
      ...(request.isMultipart() ? [] : unsafeTextPaths(request.body)),
    ];
    if (paths.length === 0) return;
    const fields = Object.fromEntries(paths.map((p) => [p, TEXT_CHARACTER_NOT_ALLOWED]));
    return reply.status(400).send({ statusCode: 400, key: 'VALIDATION_FAILED', fields });
  });
}
