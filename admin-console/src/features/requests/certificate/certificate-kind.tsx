import {
  apiRequest,
  bulkTargetStatuses,
  bulkUpdateCertificateApplicationStatus,
  certificateKindLabels,
  finalMoves,
  getCertificateApplication,
  requestStatusLabels,
  requestStatuses,
  staffTransitions,
  updateCertificateApplicationStatus,
  type TCertificateApplication,
  type TCertificateApplicationSummary,
} from '@registrar/shared-api';
import { Select, createColumnHelper, type ColumnDef } from '@registrar/shared-ui';
import type { ExtraFilterFields, RequestKind } from '../kind';
import { CertificateDocuments } from './certificate-documents';
import { CertificateSummary } from './certificate-summary';

const helper = createColumnHelper<TCertificateApplicationSummary>();
const kinds = ['certificate', 'attestation'] as const;
const kindOptions = kinds.map((value) => ({ value, label: certificateKindLabels[value] }));

const kindFilter: ExtraFilterFields = (draft, set) => (
  <Select
    label="Kind"
    placeholder="Any kind"
    options={kindOptions}
    value={draft.kind ?? ''}
    onChange={set('kind')}
  />
);

/** A certificate or attestation application: one certificate, always sent by courier. */
export const certificateKind: RequestKind<TCertificateApplicationSummary, TCertificateApplication> =
  {
    id: 'certificate',
    path: '/admin/certificate-applications',
    words: {
      title: 'Certificate Applications',
      plural: 'certificate applications',
      filterLabel: 'Certificate applications',
      caption: 'Certificate applications',
      singular: 'Certificate application',
      loadingDetail: 'Loading the application',
      back: 'Back to certificate applications',
    },
    // A certificate is never sent by email: no "Sent" to filter by.
    statuses: requestStatuses.filter((status) => status !== 'sent'),
    /** A certificate always travels by courier: only where to (the region type as priced). */
    deliveryOptions: [
      { value: 'domestic', label: 'Domestic' },
      { value: 'international', label: 'International' },
    ],
    extraFilterKeys: ['kind'],
    extraQuery: (filters): Record<string, string> => {
      const kind = kinds.find((value) => value === filters.kind);
      return kind ? { kind } : {};
    },
    useExtraFilters: () => kindFilter,
    dateParams: { from: 'date_from', to: 'date_to' },
    saysOrder: true,
    columns: [
      helper.display({ id: 'kind', header: 'Kind', cell: ({ row }) => row.original.enums.kind }),
    ] as ColumnDef<TCertificateApplicationSummary>[],
    labels: requestStatusLabels,
    // Certificates and attestations share one state machine.
    nextStatuses: staffTransitions.certificate,
    bulkTargets: bulkTargetStatuses.certificate,
    finalMoves,
    bulkUpdate: (ids, status) =>
      apiRequest(bulkUpdateCertificateApplicationStatus, { body: { ids, status } }),
    get: (id, signal, onFailure) =>
      apiRequest(getCertificateApplication, { params: { id }, signal, onFailure }),
    changeStatus: (id, body, onFailure) =>
      apiRequest(updateCertificateApplicationStatus, { params: { id }, body, onFailure }),
    statusFormProps: (request) => ({
      initialCourier: request.delivery.courier,
      deliveryMaxLength: 100,
    }),
    Sections: ({ request }) => (
      <>
        <CertificateSummary application={request} />
        <CertificateDocuments application={request} />
      </>
    ),
    ownerKind: 'certificate_application',
  };
