import { operation } from './operation';
import { ErrorAnswerSchema, HealthSchema } from './service.schemas';

/** The liveness probe of load balancers and the uploads bench. */
export const healthOperations = {
  check: operation({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tags: ['health'],
    summary: 'Database reachable: 200, otherwise 503',
    responses: { 200: HealthSchema, 503: ErrorAnswerSchema },
    errors: ['DATABASE_UNAVAILABLE'],
  }),
};
