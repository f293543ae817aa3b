import {
  certificateApplicationStatusLabels,
  certificateKindLabels,
  type TCertificateApplication,
  type TCertificateApplicationSummary,
  ZCertificateApplicationSummary,
} from '@registrar/shared-api/contracts';
import { fieldsOf, pickFields } from '../../lib/contract-fields';
import type { Db } from '../../db/schema';
import { iso } from '../../lib/iso';
import { holdOf, toApplicant } from '../applications/presenter';
import { historyOf } from '../applications/repository';
import { displayTrackingId } from '../requests/tracking-id';
import type * as repo from './repository';

export const NOT_FOUND = 'Certificate application not found.';

/** The delivery block's fields as the contract names them (the row's columns by those names). */
const deliveryFields = fieldsOf(ZCertificateApplicationSummary.shape.delivery);

export const toSummary = (row: repo.ApplicationRow): TCertificateApplicationSummary => ({
  id: row.id,
  tracking_id: displayTrackingId(row.tracking_id),
  status: row.status,
  kind: row.kind,
  enums: {
    status: certificateApplicationStatusLabels[row.status],
    kind: certificateKindLabels[row.kind],
  },
  applicant: toApplicant(row),
  delivery: pickFields(row, deliveryFields),
  certificate_fee: row.fee,
  delivery_fee: row.delivery_fee,
  total: row.total,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** The application with its history; staff ids are never part of it (the track view). */
export async function load(db: Db, row: repo.ApplicationRow): Promise<TCertificateApplication> {
  const history = await historyOf(db, row.id);
  return {
    ...toSummary(row),
    history: history.map((h) => ({
      status: h.to_status,
      label: certificateApplicationStatusLabels[h.to_status],
      note: h.note,
      at: iso(h.created_at),
    })),
    hold: holdOf(row),
    expected_at: row.expected_at,
  };
}
