import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/** The two parts of a candidate's e-mailed link (/report/{requestNumber}/{uuid}), as its routes take them. */
export const LinkParams = z.object({ requestNumber: z.string().max(20), uuid: z.string().max(64) });

/** The link a candidate's call is about, as the link services take it: tenant, request number, candidate. */
export const linkOf = (request: FastifyRequest) => {
  const { requestNumber, uuid } = request.params as z.infer<typeof LinkParams>;
  return [request.tenant.id, requestNumber, uuid] as const;
};
