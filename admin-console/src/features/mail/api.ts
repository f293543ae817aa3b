import {
  apiRequest,
  downloadMail,
  errorMessages,
  listMail,
  retryMail,
  type TListMailQuery,
} from '@registrar/shared-api';
import { downloadFile } from '../../components/file-transfer';
import { pageQuery } from '../../components/page-size';

/** The outbox as staff see it (the server allows administrators and registry officers). */
export const mailApi = {
  list: (query: Partial<TListMailQuery>, signal?: AbortSignal) =>
    apiRequest(listMail, { query: pageQuery(query), signal }),
  retry: (id: number) => apiRequest(retryMail, { params: { id } }),
  /** The message as sent, saved as `email-<id>.eml` (token in the header, never the URL). */
  downloadEml: (id: number) =>
    downloadFile(downloadMail, { params: { id }, fallbackName: `email-${String(id)}.eml` }),
};

/**
 * A failure as staff should read it: the same spec §8 catalogue as a toast, so the server's
 * 'Email could not be sent to this email address.' shows as the client's translation.
 */
export const mailErrorText = (error: string): string =>
  errorMessages({ response: { status: 500 }, body: { message: error } })[0] ?? error;
