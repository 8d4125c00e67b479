import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../files/storage';
import type { ExportSpec } from './columns';
import { pdfStream } from './pdf';
import { xlsxStream } from './xlsx';

const TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/** Answers a list export as a download: the same query as the list, every matching row, streamed. */
export function sendExport<T>(reply: FastifyReply, format: 'xlsx' | 'pdf', spec: ExportSpec<T>) {
  const stream = format === 'xlsx' ? xlsxStream(spec) : pdfStream(spec);
  return reply
    .header('Content-Type', TYPES[format])
    .header('Content-Disposition', contentDisposition(`${spec.fileName}.${format}`))
    .header('Cache-Control', 'no-store')
    .send(stream);
}
