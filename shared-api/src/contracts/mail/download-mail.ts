import { z } from 'zod';
import { defineEndpoint } from '../common/envelope';
import { ZMailParams } from './mail-message';

/** The message as sent (message/rfc822 attachment `<id>.eml`); 404 until it was sent. */
export const ZDownloadMailResponse = z
  .string()
  .meta({ description: 'The email (message/rfc822)', format: 'binary' });

export const downloadMail = defineEndpoint({
  method: 'GET',
  path: '/mail/:id/eml',
  summary: 'Download a sent email as an .eml file',
  auth: true,
  params: ZMailParams,
  response: ZDownloadMailResponse,
});
