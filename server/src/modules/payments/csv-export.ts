import {
  paymentKindLabels,
  paymentStatusLabels,
  type TPaymentFilters,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { nairaDecimal } from './money';
import { loadOwners } from './owners';
import { pageOfPayments, totalsOf } from './staff-queries';

const BATCH = 500;
/** A spreadsheet must not run a cell as a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: (string | number | null)[]) => cells.map(csvCell).join(',');

const HEADER = [
  'Reference',
  'Created at',
  'Paid at',
  'Status',
  'Provider',
  'Kind',
  'Description',
  'Tracking ID',
  'Payment type',
  'Payer name',
  'Payer email',
  'Amount (NGN)',
  'Paid (NGN)',
  'Amount received (NGN)',
  'Over-payment',
  'Refunded at',
  'Refund reason',
];

/**
 * Every payment matching the filters, newest first: a header row, one row per payment (amounts
 * in naira with two decimals), and a last line of totals: the count, the sum of the amounts and
 * the sum of what was paid (status paid). UTF-8 with a BOM so spreadsheet programs read ₦ names.
 */
export async function paymentsCsv(db: Db, filters: TPaymentFilters): Promise<string> {
  const lines = [csvLine(HEADER)];
  let amountTotal = 0;
  for (let offset = 0; ; offset += BATCH) {
    const rows = await pageOfPayments(db, filters, BATCH, offset);
    const owners = await loadOwners(db, rows);
    for (const row of rows) {
      const owner = owners.get(row.id)!;
      amountTotal += row.amount;
      lines.push(
        csvLine([
          row.reference,
          row.created_at.toISOString(),
          row.paid_at ? row.paid_at.toISOString() : '',
          paymentStatusLabels[row.status],
          row.provider,
          paymentKindLabels[owner.kind],
          owner.description,
          owner.tracking_id,
          owner.payment_type?.name ?? '',
          row.payer_name,
          row.payer_email,
          nairaDecimal(row.amount),
          nairaDecimal(row.status === 'paid' ? row.amount : 0),
          row.amount_received === null ? '' : nairaDecimal(row.amount_received),
          row.over_payment ? 'Yes' : 'No',
          row.refunded_at ? row.refunded_at.toISOString() : '',
          row.refund_reason,
        ]),
      );
    }
    if (rows.length < BATCH) break;
  }
  const totals = await totalsOf(db, filters);
  lines.push(
    csvLine([
      'Totals',
      '',
      '',
      `${totals.count} payments, ${totals.paid_count} paid`,
      ...Array<string>(7).fill(''),
      nairaDecimal(amountTotal),
      nairaDecimal(totals.paid_amount),
      '',
      '',
      '',
      '',
    ]),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
