import { createSlice, type PayloadAction } from '@registrar/shared-ui/redux-toolkit';
import type {
  TApplicationData,
  TApplicationSummary,
  TPaginated,
  TTrackedApplication,
} from '@registrar/shared-api';
import { rootReducer } from '@registrar/shared-api/core';
import { draftStorage, type DraftCopy } from './draft-storage';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Spec §3 "application store". */
export interface ApplicationState {
  /** Loading state of the reference data (GET /application-data). */
  status: LoadStatus;
  /** The admin list and its paging (spec §3); the public screens never fill them. */
  applications: TApplicationSummary[];
  applications_meta: Omit<TPaginated<TApplicationSummary>, 'data'> | null;
  transcript_rates: TApplicationData['transcript_rates'];
  delivery_rates: TApplicationData['delivery_rates'];
  application_types: TApplicationData['application_types'];
  programmes: TApplicationData['programmes'];
  couriers: TApplicationData['couriers'];
  regions: TApplicationData['regions'];
  /** Local drafts, mirrored to localStorage by the draft thunks. */
  transcriptCopies: DraftCopy[];
  trackStatus: LoadStatus;
  /** The tracked application: redacted unless the applicant's email came with it. */
  trackedApplication: TTrackedApplication | null;
  applicationData: TApplicationData | null;
}

const initialState = (): ApplicationState => ({
  status: 'idle',
  applications: [],
  applications_meta: null,
  transcript_rates: [],
  delivery_rates: [],
  application_types: [],
  programmes: [],
  couriers: [],
  regions: [],
  transcriptCopies: draftStorage.readCopies(),
  trackStatus: 'idle',
  trackedApplication: null,
  applicationData: null,
});

export const applicationSlice = createSlice({
  name: 'application',
  initialState,
  reducers: {
    applicationDataLoading: (state) => {
      state.status = 'loading';
    },
    applicationDataLoaded: (state, { payload }: PayloadAction<TApplicationData>) => {
      state.status = 'ready';
      state.applicationData = payload;
      state.transcript_rates = payload.transcript_rates;
      state.delivery_rates = payload.delivery_rates;
      state.application_types = payload.application_types;
      state.programmes = payload.programmes;
      state.couriers = payload.couriers;
      state.regions = payload.regions;
    },
    applicationDataFailed: (state) => {
      state.status = 'failed';
    },
    copySaved: (state, { payload }: PayloadAction<DraftCopy>) => {
      const index = state.transcriptCopies.findIndex((copy) => copy.id === payload.id);
      if (index === -1) state.transcriptCopies.push(payload);
      else state.transcriptCopies[index] = payload;
    },
    copyRemoved: (state, { payload }: PayloadAction<string>) => {
      state.transcriptCopies = state.transcriptCopies.filter((copy) => copy.id !== payload);
    },
    copiesCleared: (state) => {
      state.transcriptCopies = [];
    },
    trackLoading: (state) => {
      state.trackStatus = 'loading';
    },
    /** null: the lookup failed (not found, offline); the screen says so. */
    tracked: (state, { payload }: PayloadAction<TTrackedApplication | null>) => {
      state.trackStatus = payload ? 'ready' : 'failed';
      state.trackedApplication = payload;
    },
    /** Spec §4: a status change sets both status and enums.status on the listed application. */
    applicationStatusChanged: (
      state,
      { payload }: PayloadAction<Pick<TApplicationSummary, 'id' | 'status' | 'enums'>>,
    ) => {
      const row = state.applications.find((application) => application.id === payload.id);
      if (row) {
        row.status = payload.status;
        row.enums = payload.enums;
      }
    },
  },
  selectors: {
    selectApplicationState: (state) => state,
    selectDraftCopies: (state) => state.transcriptCopies,
    selectTrackedApplication: (state) => state.trackedApplication,
  },
});

/** Injected into the shell's one store (no second store). */
export const injectedApplicationSlice = applicationSlice.injectInto(rootReducer);

export const {
  applicationDataLoading,
  applicationDataLoaded,
  applicationDataFailed,
  copySaved,
  copyRemoved,
  copiesCleared,
  trackLoading,
  tracked,
  applicationStatusChanged,
} = applicationSlice.actions;

export const { selectApplicationState, selectDraftCopies, selectTrackedApplication } =
  injectedApplicationSlice.selectors;
