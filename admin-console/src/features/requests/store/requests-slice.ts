import {
  createAsyncThunk,
  createSlice,
  type PayloadAction,
} from '@registrar/shared-ui/redux-toolkit';
import {
  apiRequest,
  listApplications,
  listCertificateApplications,
  rootReducer,
  type TPaginated,
} from '@registrar/shared-api';
import type { RequestKindId, RequestRow, RequestStatus } from '../kind';

export type ListStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
export type ListQuery = Record<string, string | number>;
/** The paginator of a list; past 10,000 matches the total may be the database's estimate. */
export type RequestsMeta = Omit<TPaginated<RequestRow>, 'data'> & { total_is_estimate?: boolean };

/** One kind's list (spec §3 "applications" and "applications_meta"), shared by list and detail. */
export interface KindListState {
  status: ListStatus;
  applications: RequestRow[];
  applications_meta: RequestsMeta | null;
  /** The query the rows answer, so a screen knows whether they are for what it shows. */
  queryKey: string | null;
}

const empty: KindListState = {
  status: 'idle',
  applications: [],
  applications_meta: null,
  queryKey: null,
};
const initialState: Record<RequestKindId, KindListState> = {
  transcript: empty,
  certificate: empty,
};

export const queryKeyOf = (query: ListQuery) => JSON.stringify(query);

/** Each kind's list endpoint (the same paginator; the query as the list built it). */
const listOf: Record<
  RequestKindId,
  (query: ListQuery, signal: AbortSignal) => Promise<{ data: TPaginated<RequestRow> } | false>
> = {
  transcript: (query, signal) => apiRequest(listApplications, { query, signal }),
  certificate: (query, signal) => apiRequest(listCertificateApplications, { query, signal }),
};

interface FetchArg {
  kind: RequestKindId;
  query: ListQuery;
}

export const fetchRequests = createAsyncThunk<TPaginated<RequestRow>, FetchArg>(
  'adminRequests/fetch',
  async ({ kind, query }, { signal, rejectWithValue }) => {
    const response = await listOf[kind](query, signal);
    if (response === false) return rejectWithValue(null) as never;
    return response.data;
  },
);

const isCurrent = (state: KindListState, { query }: FetchArg) =>
  state.queryKey === queryKeyOf(query);

export const adminRequestsSlice = createSlice({
  name: 'adminRequests',
  initialState,
  reducers: {
    /** After the server accepts a move, the row's status and enums.status change (spec §4). */
    requestStatusChanged: (
      state,
      {
        payload,
      }: PayloadAction<{ kind: RequestKindId; id: number; status: RequestStatus; label: string }>,
    ) => {
      const row = state[payload.kind].applications.find((request) => request.id === payload.id);
      if (!row) return;
      row.status = payload.status;
      row.enums.status = payload.label;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchRequests.pending, (state, { meta }) => {
        const list = state[meta.arg.kind];
        list.status = 'loading';
        list.queryKey = queryKeyOf(meta.arg.query);
      })
      .addCase(fetchRequests.fulfilled, (state, { payload, meta }) => {
        const list = state[meta.arg.kind];
        if (!isCurrent(list, meta.arg)) return;
        const { data, ...paging } = payload;
        list.status = 'succeeded';
        list.applications = data;
        list.applications_meta = paging;
      })
      .addCase(fetchRequests.rejected, (state, { meta }) => {
        const list = state[meta.arg.kind];
        // An aborted load (the query changed or the screen closed) is not a failure.
        if (meta.aborted || !isCurrent(list, meta.arg)) return;
        list.status = 'failed';
      });
  },
  selectors: {
    selectAdminRequests: (state) => state,
  },
});

/** Injected into the shell's one store (no second store). */
export const injectedAdminRequestsSlice = adminRequestsSlice.injectInto(rootReducer);

export const { requestStatusChanged } = adminRequestsSlice.actions;
export const { selectAdminRequests } = injectedAdminRequestsSlice.selectors;
