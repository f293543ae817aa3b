import {
  apiRequest,
  getApplication,
  listApplications,
  listMessageThreads,
  postApplicationMessage,
  type TListMessageThreadsQuery,
} from '@registrar/shared-api';
import { pageQuery } from '../../components/page-size';
import type { OnFailure } from '../../components/form-errors';

export const messagesApi = {
  threads: (query: Partial<TListMessageThreadsQuery>, signal?: AbortSignal) =>
    apiRequest(listMessageThreads, { query: pageQuery(query), signal }),
  application: (id: number, signal?: AbortSignal, onFailure?: OnFailure) =>
    apiRequest(getApplication, { params: { id }, signal, onFailure }),
  reply: (id: number, body: string, onFailure: OnFailure) =>
    apiRequest(postApplicationMessage, { params: { id }, body: { body }, onFailure }),
  /** Applications matching a tracking id, matric number or name (for compose). */
  findApplications: (search: string, signal?: AbortSignal) =>
    apiRequest(listApplications, { query: { search, per_page: 5 }, signal }),
};
