import type {
  AppDispatch,
  RootState,
  TApplicantRecord,
  TApplication,
  TGivenConsent,
  TPhoneProof,
  TTrackedApplication,
} from '@registrar/shared-api';
import { apiRequest } from '@registrar/shared-api/core';
import { loadContract } from './contract';
import { applicantConfirmed, applicantReset, selectApplicant } from './applicant-slice';
import {
  applicationDataFailed,
  applicationDataLoaded,
  applicationDataLoading,
  copiesCleared,
  copyRemoved,
  copySaved,
  selectApplicationState,
  selectDraftCopies,
  trackLoading,
  tracked,
} from './application-slice';
import { draftStorage, newDraftId, type DraftCopy, type IdentityProofRef } from './draft-storage';
import type { RequestFailure } from '@registrar/shared-api';

type Thunk<T> = (dispatch: AppDispatch, getState: () => RootState) => T;

/** GET /application-data once per page load (again after a failure, on request). */
export const loadApplicationData = (): Thunk<Promise<void>> => async (dispatch, getState) => {
  const { status } = selectApplicationState(getState());
  if (status === 'loading' || status === 'ready') return;
  dispatch(applicationDataLoading());
  const response = await apiRequest((await loadContract()).getApplicationData);
  dispatch(response ? applicationDataLoaded(response.data) : applicationDataFailed());
};

const persistCopies: Thunk<void> = (_, getState) =>
  draftStorage.writeCopies(selectDraftCopies(getState()));

/** Saves a draft copy; a new one gets its id here, on first save. */
export const saveDraftCopy =
  (copy: Omit<DraftCopy, 'id'> & { id?: string }): Thunk<DraftCopy> =>
  (dispatch, getState) => {
    const saved: DraftCopy = { ...copy, id: copy.id ?? newDraftId() };
    dispatch(copySaved(saved));
    persistCopies(dispatch, getState);
    return saved;
  };

export const removeDraftCopy =
  (id: string): Thunk<void> =>
  (dispatch, getState) => {
    dispatch(copyRemoved(id));
    persistCopies(dispatch, getState);
  };

export const confirmApplicant =
  (
    applicantData: TApplicantRecord,
    email_address: string,
    identity: IdentityProofRef,
  ): Thunk<void> =>
  (dispatch) => {
    dispatch(applicantConfirmed({ applicantData, email_address, identity }));
    draftStorage.writeApplicant({ applicantData, email_address, identity });
  };

/**
 * POST /applications with the drafts. On success the drafts are emptied and the
 * applicant data reset, stored matric number included; the priced application is kept as the
 * tracked one for the confirmation page. Returns false after the client showed the error.
 */
export const submitDraftApplication =
  (
    consent: TGivenConsent,
    onFailure: (failure: RequestFailure) => void,
    /** The phone verified for SMS updates, if the applicant gave one. */
    phone: TPhoneProof | null = null,
  ): Thunk<Promise<TApplication | false>> =>
  async (dispatch, getState) => {
    const { applicantData, email_address, identity } = selectApplicant(getState());
    if (!applicantData || !identity) return false;
    const { submitApplication: endpoint, toSubmitCopy, ZTrackedApplication } = await loadContract();
    const response = await apiRequest(endpoint, {
      body: {
        matric_number: applicantData.matric_number,
        identity_token: identity.token,
        email_address,
        copies: selectDraftCopies(getState()).map(toSubmitCopy),
        consent,
        ...(phone ? { phone_number: phone.phone, phone_token: phone.phone_token } : {}),
      },
      onFailure,
    });
    if (!response) return false;
    dispatch(copiesCleared());
    dispatch(applicantReset());
    draftStorage.writeCopies([]);
    draftStorage.clearApplicant();
    // The applicant has just given their email: the full record is theirs to see, as the track
    // answer gives it (the schema leaves the submit answer's internal ids out).
    dispatch(tracked(ZTrackedApplication.parse({ ...response.data, redacted: false })));
    return response.data;
  };

/**
 * GET /applications/track/:reference (the redacted view; features/track asks for the full one
 * with the applicant's email); 404 shows the server's message as a toast.
 */
export const trackApplication =
  (
    reference: string,
    options: {
      signal?: AbortSignal;
      onFailure?: (failure: RequestFailure) => void;
      /** Statuses the caller answers itself (the track page looks a 404 up as a certificate). */
      quietFor?: readonly number[];
    } = {},
  ): Thunk<Promise<TTrackedApplication | null>> =>
  async (dispatch) => {
    const { signal, onFailure, quietFor } = options;
    dispatch(trackLoading());
    const { trackApplication: endpoint } = await loadContract();
    const response = await apiRequest(endpoint, {
      params: { reference },
      query: {},
      ...(signal ? { signal } : {}),
      ...(onFailure ? { onFailure } : {}),
      ...(quietFor ? { quietFor } : {}),
    });
    if (signal?.aborted) return null;
    const application = response ? response.data : null;
    dispatch(tracked(application));
    return application;
  };
