import { createSlice, type PayloadAction } from '@registrar/shared-ui/redux-toolkit';
import type { TApplicantRecord } from '@registrar/shared-api';
import { rootReducer } from '@registrar/shared-api/core';
import { draftStorage, type IdentityProofRef, type StoredApplicant } from './draft-storage';

/** Spec §3 "applicant state": the matric-number check's record and the email to reach them at. */
export interface ApplicantState {
  applicantData: TApplicantRecord | null;
  email_address: string;
  /** The proof of identity that released the record; sent with the application. */
  identity: IdentityProofRef | null;
}

const initialState = (): ApplicantState => {
  const stored = draftStorage.readApplicant();
  return {
    applicantData: stored?.applicantData ?? null,
    email_address: stored?.email_address ?? '',
    identity: stored?.identity ?? null,
  };
};

export const applicantSlice = createSlice({
  name: 'applicant',
  initialState,
  reducers: {
    applicantConfirmed: (state, { payload }: PayloadAction<StoredApplicant>) => {
      state.applicantData = payload.applicantData;
      state.email_address = payload.email_address;
      state.identity = payload.identity;
    },
    applicantReset: (state) => {
      state.applicantData = null;
      state.email_address = '';
      state.identity = null;
    },
  },
  selectors: {
    selectApplicant: (state) => state,
  },
});

export const injectedApplicantSlice = applicantSlice.injectInto(rootReducer);

export const { applicantConfirmed, applicantReset } = applicantSlice.actions;
export const { selectApplicant } = injectedApplicantSlice.selectors;
