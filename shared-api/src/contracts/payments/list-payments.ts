import { z } from 'zod';
import { ZPathId } from '../common/ids';
import { defineEndpoint, success } from '../common/envelope';
import { blankAsAbsent, ZPageQuery, ZPaginated } from '../common/paging';
import { ZPaymentKind, ZPaymentProvider, ZPaymentStatus, ZPaymentSummary } from './payment';

const ZIsoDate = z.iso.date({ error: 'Please enter a date as YYYY-MM-DD' });

export const paymentSortFields = ['created_at', 'paid_at', 'amount'] as const;

/** The filters (and order) of the payments list and of its CSV export. */
const paymentFilterFields = {
  status: z.preprocess(blankAsAbsent, ZPaymentStatus.optional()),
  provider: z.preprocess(blankAsAbsent, ZPaymentProvider.optional()),
  kind: z.preprocess(blankAsAbsent, ZPaymentKind.optional()),
  payment_type_id: z.preprocess(blankAsAbsent, ZPathId.optional()),
  /** Payment reference, tracking id or payer email (start of). */
  search: z.preprocess(blankAsAbsent, z.string().trim().max(100).optional()),
  /** Created on or after this day (inclusive). */
  from: z.preprocess(blankAsAbsent, ZIsoDate.optional()),
  /** Created on or before this day (inclusive). */
  to: z.preprocess(blankAsAbsent, ZIsoDate.optional()),
  /** The order of the list and of the export (newest first by default; ties by id). */
  sort: z.preprocess(blankAsAbsent, z.enum(paymentSortFields).default('created_at')),
  direction: z.preprocess(blankAsAbsent, z.enum(['asc', 'desc']).default('desc')),
};
const datesInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
const datesInOrderIssue = {
  message: 'The end date must not be before the start date',
  path: ['to'],
};

export const ZPaymentFilters = z
  .object(paymentFilterFields)
  .refine(datesInOrder, datesInOrderIssue);
export type TPaymentFilters = z.infer<typeof ZPaymentFilters>;

export const ZListPaymentsQuery = ZPageQuery.extend(paymentFilterFields).refine(
  datesInOrder,
  datesInOrderIssue,
);
export type TListPaymentsQuery = z.infer<typeof ZListPaymentsQuery>;

/** Totals over every payment matching the filters (not only the page shown). */
export const ZPaymentTotals = z
  .object({
    count: z.number().int(),
    paid_count: z.number().int(),
    /** Sum of amounts of paid payments, kobo (a part refunded still counts here, and below). */
    paid_amount: z.number().int(),
    /** Sum returned by processed refunds, kobo. */
    refunded_amount: z.number().int(),
    pending_amount: z.number().int(),
  })
  .meta({ id: 'PaymentTotals' });
export type TPaymentTotals = z.infer<typeof ZPaymentTotals>;

export const ZPaymentsPage = ZPaginated(ZPaymentSummary).extend({ totals: ZPaymentTotals });
export type TPaymentsPage = z.infer<typeof ZPaymentsPage>;

export const ZListPaymentsResponse = success(ZPaymentsPage);
export type TListPaymentsResponse = z.infer<typeof ZListPaymentsResponse>;

export const listPayments = defineEndpoint({
  method: 'GET',
  path: '/payments',
  summary: 'Payments, newest first, paged, with totals (administrator, bursary)',
  auth: true,
  query: ZListPaymentsQuery,
  response: ZListPaymentsResponse,
});

/** text/csv attachment; the last line holds the totals. */
export const ZExportPaymentsResponse = z
  .string()
  .meta({ description: 'CSV (text/csv)', format: 'binary' });

export const exportPayments = defineEndpoint({
  method: 'GET',
  path: '/payments/export',
  summary: 'The payments matching the filters as CSV, with a totals line (administrator, bursary)',
  auth: true,
  query: ZPaymentFilters,
  response: ZExportPaymentsResponse,
});
