import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './uploads';

export interface PrivateFile {
  content: Buffer;
  contentType: string;
  /** The name the browser saves it as; `fallbackName` when nothing of it is usable. */
  fileName: string;
  fallbackName?: string;
  /** More headers, e.g. the verification URL of a document. */
  headers?: Record<string, string>;
}

/**
 * Answers a staff or applicant file: an attachment the browser neither sniffs nor caches. A Buffer
 * bypasses the JSON serializer; the contract types the body as a (binary) string.
 */
export function sendPrivateFile(reply: FastifyReply, file: PrivateFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName, file.fallbackName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .headers(file.headers ?? {})
    .send(file.content as unknown as string);
}
