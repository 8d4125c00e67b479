import { z } from 'zod';

/** GET /api/health: the database answers (otherwise 503 DATABASE_UNAVAILABLE). */
export const HealthSchema = z.object({ status: z.literal('ok') });

/** An OpenAPI document (GET /api/v1/openapi.json), passed through as it is made. */
export const OpenApiDocumentSchema = z.record(z.string(), z.unknown());

/** Every error answer (ErrorBody): its status, its message key and, for a form, the key of each wrong field. */
export const ErrorAnswerSchema = z.object({
  statusCode: z.number().int(),
  key: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
