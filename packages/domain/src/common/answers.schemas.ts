import { z } from 'zod';

/**
 * The answer of a route that sends a file (a download, a PDF, an export): its bytes, documented as binary. The
 * server sends a Buffer or a stream, which Fastify never serializes, so this schema only describes the answer.
 */
export const FileDownloadSchema = z.string().meta({ format: 'binary', description: 'The file’s bytes' });

/**
 * The answer of a route that answers 204 with no body (a change done, nothing to read back): the OpenAPI document
 * shows a 204 without content. Fastify sends an empty 204 without serializing.
 */
export const NoContentSchema = z.undefined().meta({ description: 'No content' });
