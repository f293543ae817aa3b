import type { ComponentType, ReactNode } from 'react';
import type { RequestFailure, TRequestStatus, TRequestSummary } from '@registrar/shared-api';
import type { ColumnDef } from '@registrar/shared-ui';
import type { BulkStatusFormProps } from '../../components/bulk-status';
import type { StatusChangeFormProps } from '../../components/status-change';

/** The kinds of request staff work on; each has its list at its own URL and its own endpoints. */
export type RequestKindId = 'transcript' | 'certificate';

/** A request's status: every kind shares one list and one meaning. */
export type RequestStatus = TRequestStatus;

/**
 * What every kind's list row has, as the contract's request summary (a union on `kind`) defines
 * it: the common columns, the bulk form and the selection read it.
 */
export type RequestRow = Pick<
  TRequestSummary,
  'id' | 'tracking_id' | 'status' | 'kind' | 'enums' | 'applicant' | 'total' | 'created_at'
>;

/** One step of a request's history; staff see who made it where the kind records that. */
export interface RequestHistoryEntry {
  label: string;
  note: string | null;
  at: string;
  actor?: { name: string } | null;
}

/** What every kind's detail has beyond its row: the history. */
export interface RequestDetail extends RequestRow {
  history: readonly RequestHistoryEntry[];
}

/** The list filters as typed (the URL's values): the common ones and the kind's own. */
export type Filters = Record<string, string>;

/** The kind's own filter fields, drawn between Status and Delivery. */
export type ExtraFilterFields = (
  draft: Filters,
  set: (key: string) => (event: { target: { value: string } }) => void,
) => ReactNode;

type Send<D> = StatusChangeFormProps<RequestStatus, D>['send'];

/**
 * Everything that differs between the kinds of request: words, endpoints, the kind's filters,
 * columns and detail sections. The list and detail pages are the same for every kind.
 */
export interface RequestKind<S extends RequestRow, D extends RequestDetail> {
  id: RequestKindId;
  /** The list's URL; a detail is this plus its id. */
  path: string;
  words: {
    /** The list's heading. */
    title: string;
    /** The rows in the plural, as the list's messages say them ("No … match"). */
    plural: string;
    /** The search landmark's name and the table's caption. */
    filterLabel: string;
    caption: string;
    /** A detail's heading before its reference, its loading label and the back link. */
    singular: string;
    loadingDetail: string;
    back: string;
  };
  /** The status filter's choices. */
  statuses: readonly RequestStatus[];
  deliveryOptions: readonly { value: string; label: string }[];
  /** The kind's own filter keys, in URL order, and the query values they send. */
  extraFilterKeys: readonly string[];
  extraQuery: (filters: Filters) => Record<string, string>;
  /** A hook: the kind's own fields of the filter form, given the filters in the URL. */
  useExtraFilters: (filters: Filters) => ExtraFilterFields;
  /** The query parameters of the submitted-from and submitted-to dates. */
  dateParams: { from: string; to: string };
  /** Whether the count also says the order ("12 applications, newest first"). */
  saysOrder: boolean;
  /** The kind's own data columns, between Matric number and Total. */
  columns: readonly ColumnDef<S>[];
  labels: Readonly<Record<RequestStatus, string>>;
  nextStatuses: Readonly<Record<RequestStatus, readonly RequestStatus[]>>;
  bulkTargets: readonly RequestStatus[];
  finalMoves: readonly RequestStatus[];
  bulkUpdate: BulkStatusFormProps<RequestStatus>['send'];
  get: (
    id: number,
    signal: AbortSignal | undefined,
    onFailure: (failure: RequestFailure) => void,
  ) => Promise<{ data: D } | false>;
  changeStatus: (id: number, ...rest: Parameters<Send<D>>) => ReturnType<Send<D>>;
  /** Extra props of the status form (the courier chosen, the server's length limits). */
  statusFormProps?: (
    request: D,
  ) => Pick<StatusChangeFormProps<RequestStatus, D>, 'initialCourier' | 'deliveryMaxLength'>;
  /**
   * The kind's own sections of the detail, between the status line and the payments;
   * `onChanged` takes the request an action answered.
   */
  Sections: ComponentType<{ request: D; onChanged: (next: D) => void }>;
  /** The owner kind of the request's payments and messages. */
  ownerKind: 'application' | 'certificate_application';
}
