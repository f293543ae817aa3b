import {
  apiRequest,
  decideIdentityCheck,
  listIdentityChecks,
  type RequestFailure,
  type TDecideIdentityCheckRequest,
  type TIdentityCheckStatus,
} from '@registrar/shared-api';
import { pageQuery } from '../../components/page-size';

/** Identity checks as registry staff see them (administrators and registry officers). */
export const identityChecksApi = {
  list: (status: TIdentityCheckStatus | undefined, page: number, signal?: AbortSignal) =>
    apiRequest(listIdentityChecks, {
      query: pageQuery({ ...(status ? { status } : {}), page }),
      signal,
    }),
  /** A 422's field errors reach `onFailure`; every failure is also said as usual. */
  decide: (
    id: number,
    decision: TDecideIdentityCheckRequest,
    onFailure?: (failure: RequestFailure) => void,
  ) =>
    apiRequest(decideIdentityCheck, {
      params: { id },
      body: decision,
      ...(onFailure ? { onFailure } : {}),
    }),
};
