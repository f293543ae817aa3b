import { z } from 'zod';
import { ZPathId } from '../common/ids';
import { defineEndpoint, success } from '../common/envelope';
import { blankAsAbsent, ZPageQuery, ZPaginated } from '../common/paging';
import { ZPaymentStatus } from './payment';

/** An "other payment": a payment type paid by someone, not tied to an application. */
export const ZStandalonePayment = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    payment_type: z.object({ id: z.number().int(), name: z.string() }),
    payer_name: z.string(),
    payer_email: z.string(),
    payer_matric_number: z.string().nullable(),
    amount: z.number().int(),
    status: ZPaymentStatus,
    enums: z.object({ status: z.string() }),
    paid_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'StandalonePayment' });
export type TStandalonePayment = z.infer<typeof ZStandalonePayment>;

export const ZListStandalonePaymentsQuery = ZPageQuery.extend({
  status: z.preprocess(blankAsAbsent, ZPaymentStatus.optional()),
  payment_type_id: z.preprocess(blankAsAbsent, ZPathId.optional()),
  /** Reference, payer name, email or matric number (start of). */
  search: z.preprocess(blankAsAbsent, z.string().trim().max(100).optional()),
});
export type TListStandalonePaymentsQuery = z.infer<typeof ZListStandalonePaymentsQuery>;

export const ZStandalonePaymentsPage = ZPaginated(ZStandalonePayment);
export type TStandalonePaymentsPage = z.infer<typeof ZStandalonePaymentsPage>;

export const listStandalonePayments = defineEndpoint({
  method: 'GET',
  path: '/standalone-payments',
  summary: 'Other payments, newest first, paged (administrator, bursary)',
  auth: true,
  query: ZListStandalonePaymentsQuery,
  response: success(ZStandalonePaymentsPage),
});
