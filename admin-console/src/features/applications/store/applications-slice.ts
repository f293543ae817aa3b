import {
  createAsyncThunk,
  createSlice,
  type PayloadAction,
} from '@registrar/shared-ui/redux-toolkit';
import {
  apiRequest,
  listApplications,
  rootReducer,
  type TApplicationStatus,
  type TApplicationSummary,
  type TApplicationsPage,
  type TListApplicationsQuery,
} from '@registrar/shared-api';

export type ApplicationsMeta = Omit<TApplicationsPage, 'data'>;
export type ListStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
export type ListQuery = Partial<TListApplicationsQuery>;

/** The admin list (spec §3 "applications" and "applications_meta"), shared by list and detail. */
export interface AdminApplicationsState {
  status: ListStatus;
  applications: TApplicationSummary[];
  applications_meta: ApplicationsMeta | null;
  /** The query the rows answer, so a screen knows whether they are for what it shows. */
  queryKey: string | null;
}

const initialState: AdminApplicationsState = {
  status: 'idle',
  applications: [],
  applications_meta: null,
  queryKey: null,
};

export const queryKeyOf = (query: ListQuery) => JSON.stringify(query);

export const fetchApplications = createAsyncThunk<TApplicationsPage, ListQuery>(
  'adminApplications/fetch',
  async (query, { signal, rejectWithValue }) => {
    const response = await apiRequest(listApplications, { query, signal });
    if (response === false) return rejectWithValue(null) as never;
    return response.data;
  },
);

export const adminApplicationsSlice = createSlice({
  name: 'adminApplications',
  initialState,
  reducers: {
    /** Spec §4: after the server accepts, set both status and enums.status on the row. */
    applicationStatusChanged: (
      state,
      { payload }: PayloadAction<{ id: number; status: TApplicationStatus; label: string }>,
    ) => {
      const row = state.applications.find((application) => application.id === payload.id);
      if (!row) return;
      row.status = payload.status;
      row.enums.status = payload.label;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchApplications.pending, (state, { meta }) => {
        state.status = 'loading';
        state.queryKey = queryKeyOf(meta.arg);
      })
      .addCase(fetchApplications.fulfilled, (state, { payload, meta }) => {
        if (state.queryKey !== queryKeyOf(meta.arg)) return;
        const { data, ...paging } = payload;
        state.status = 'succeeded';
        state.applications = data;
        state.applications_meta = paging;
      })
      .addCase(fetchApplications.rejected, (state, { meta }) => {
        // An aborted load (the query changed or the screen closed) is not a failure.
        if (meta.aborted || state.queryKey !== queryKeyOf(meta.arg)) return;
        state.status = 'failed';
      });
  },
  selectors: {
    selectAdminApplications: (state) => state,
  },
});

/** Injected into the shell's one store (no second store). */
export const injectedAdminApplicationsSlice = adminApplicationsSlice.injectInto(rootReducer);

export const { applicationStatusChanged } = adminApplicationsSlice.actions;
export const { selectAdminApplications } = injectedAdminApplicationsSlice.selectors;
