import { formatInstitutionTime } from '@registrar/shared-api/core';
import type { TCertificateApplication } from '@registrar/shared-api';

import styles from '../../../components/request-detail.module.css';
import { RequestSummary, naira } from '../detail/request-summary';

/** Applicant, delivery and fees as description lists. */
export function CertificateSummary({ application }: { application: TCertificateApplication }) {
  const { delivery } = application;
  return (
    <RequestSummary request={application} titleId="delivery-title" title="Request and delivery">
      <dt>Kind</dt>
      <dd>{application.enums.kind}</dd>
      <dt>Submitted</dt>
      <dd>{formatInstitutionTime(application.created_at)}</dd>
      <dt>Recipient</dt>
      <dd>{delivery.recipient_name}</dd>
      <dt>Address</dt>
      <dd className={styles.wrap}>{delivery.recipient_address}</dd>
      <dt>Region</dt>
      <dd>{delivery.region_name}</dd>
      <dt>Courier chosen</dt>
      <dd>{delivery.courier}</dd>
      <dt>Dispatched with</dt>
      <dd>{delivery.courier_name ?? '—'}</dd>
      <dt>Waybill number</dt>
      <dd>{delivery.waybill_number ?? '—'}</dd>
      <dt>Fee</dt>
      <dd>{naira(application.certificate_fee)}</dd>
      <dt>Delivery</dt>
      <dd>{naira(application.delivery_fee)}</dd>
    </RequestSummary>
  );
}
