import {
  apiRequest,
  applicationDeliveryFilters,
  bulkTargetStatuses,
  bulkUpdateApplicationStatus,
  finalMoves,
  getApplication,
  requestStatusLabels,
  requestStatuses,
  staffTransitions,
  updateApplicationStatus,
  type TApplicationDetail,
  type TApplicationSummary,
} from '@registrar/shared-api';
import { Select, createColumnHelper, type ColumnDef } from '@registrar/shared-ui';
import type { ExtraFilterFields, Filters, RequestKind } from '../kind';
import { ConsentCard } from './consent-card';
import { CopiesTable } from './copies-table';
import { DocumentsSection } from './documents-section';
import { ReceiverChecks } from './receiver-checks';
import { TranscriptSummary } from './transcript-summary';
import { useCopyFilterOptions } from './use-copy-filter-options';

const helper = createColumnHelper<TApplicationSummary>();

/** How the copies travel (the server's `delivery`; an application matches through any copy). */
const deliveryLabels: Record<(typeof applicationDeliveryFilters)[number], string> = {
  soft_copy: 'Soft copy (email)',
  hard_copy: 'Hard copy (courier)',
  domestic: 'Hard copy, domestic',
  international: 'Hard copy, international',
};

/**
 * Application type and type of copy: what the portal offers (and the URL's value, so a shared
 * link's filter still shows); they match an application through one of its copies.
 */
function useCopyFilters(filters: Filters): ExtraFilterFields {
  const options = useCopyFilterOptions({
    purpose: filters.purpose ?? '',
    type: filters.type ?? '',
  });
  return (draft, set) => (
    <>
      <Select
        label="Application type"
        placeholder="Any application type"
        options={options.purposes}
        value={draft.purpose ?? ''}
        onChange={set('purpose')}
      />
      <Select
        label="Type of copy"
        placeholder="Any type of copy"
        options={options.types}
        value={draft.type ?? ''}
        onChange={set('type')}
      />
    </>
  );
}

/** A transcript application: copies priced per purpose and type, soft copies sent as links. */
export const transcriptKind: RequestKind<TApplicationSummary, TApplicationDetail> = {
  id: 'transcript',
  path: '/admin/applications',
  words: {
    title: 'Transcript Applications',
    plural: 'applications',
    filterLabel: 'Applications',
    caption: 'Transcript applications',
    singular: 'Application',
    loadingDetail: 'Loading application',
    back: 'Back to applications',
  },
  statuses: requestStatuses,
  deliveryOptions: applicationDeliveryFilters.map((value) => ({
    value,
    label: deliveryLabels[value],
  })),
  extraFilterKeys: ['purpose', 'type'],
  extraQuery: (filters) => {
    const purpose = (filters.purpose ?? '').trim().slice(0, 100);
    const type = (filters.type ?? '').trim().slice(0, 50);
    return { ...(purpose && { purpose }), ...(type && { type }) };
  },
  useExtraFilters: useCopyFilters,
  dateParams: { from: 'from', to: 'to' },
  saysOrder: false,
  columns: [
    helper.accessor('copies_count', { header: 'Copies', enableSorting: false }),
  ] as ColumnDef<TApplicationSummary>[],
  labels: requestStatusLabels,
  nextStatuses: staffTransitions.transcript,
  bulkTargets: bulkTargetStatuses.transcript,
  finalMoves,
  bulkUpdate: (ids, status) => apiRequest(bulkUpdateApplicationStatus, { body: { ids, status } }),
  get: (id, signal, onFailure) => apiRequest(getApplication, { params: { id }, signal, onFailure }),
  changeStatus: (id, body, onFailure) =>
    apiRequest(updateApplicationStatus, { params: { id }, body, onFailure }),
  Sections: ({ request, onChanged }) => (
    <>
      <TranscriptSummary application={request} />
      <CopiesTable copies={request.copies} />
      <ReceiverChecks application={request} onConfirmed={onChanged} />
      <ConsentCard application={request} />
      <DocumentsSection application={request} />
    </>
  ),
  ownerKind: 'application',
};
