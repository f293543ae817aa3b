import {
  apiRequest,
  getApplication,
  listApplications,
  listMessageThreads,
  postApplicationMessage,
  type RequestFailure,
  type TListMessageThreadsQuery,
} from '@registrar/shared-api';

export const PER_PAGE = 10;
type OnFailure = (failure: RequestFailure) => void;

export const messagesApi = {
  threads: (query: Partial<TListMessageThreadsQuery>, signal?: AbortSignal) =>
    apiRequest(listMessageThreads, { query: { ...query, per_page: PER_PAGE }, signal }),
  application: (id: number, signal?: AbortSignal, onFailure?: OnFailure) =>
    apiRequest(getApplication, { params: { id }, signal, onFailure }),
  reply: (id: number, body: string, onFailure: OnFailure) =>
    apiRequest(postApplicationMessage, { params: { id }, body: { body }, onFailure }),
  /** Applications matching a tracking id, matric number or name (for compose). */
  findApplications: (search: string, signal?: AbortSignal) =>
    apiRequest(listApplications, { query: { search, per_page: 5 }, signal }),
};
