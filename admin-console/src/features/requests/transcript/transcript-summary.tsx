import { formatInstitutionTime } from '@registrar/shared-api/core';
import type { TApplicationDetail } from '@registrar/shared-api';

import { RequestSummary, naira } from '../detail/request-summary';

/** Applicant, application type and totals as description lists. */
export function TranscriptSummary({ application }: { application: TApplicationDetail }) {
  return (
    <RequestSummary request={application} titleId="totals-title" title="Totals">
      <dt>Application type</dt>
      <dd>{application.application_type?.name ?? '—'}</dd>
      <dt>Submitted</dt>
      <dd>{formatInstitutionTime(application.created_at)}</dd>
      <dt>Transcript fees</dt>
      <dd>{naira(application.transcript_fee)}</dd>
      <dt>Delivery fees</dt>
      <dd>{naira(application.delivery_fee)}</dd>
    </RequestSummary>
  );
}
