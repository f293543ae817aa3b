import type { Branding } from './branding';
import { type Composed, formatMoney, hello, ref, trackUrl } from './format';
import { expectedBy } from './expected-by';
import { type Block, facts, link, p } from './layout';

/** The payment emails' data (stored as the outbox job's payload). */
export interface PaymentMailPayloads {
  /** A transcript application paid (its status moved to Paid); the receipt is attached. */
  application_paid: {
    tracking_id: string;
    first_name: string;
    total: number;
    payment_reference: string;
    /** The expected day, 'YYYY-MM-DD' (absent or null: none). */
    expected_at?: string | null;
  };
  /** A certificate application paid (its status moved to Paid); the receipt is attached. */
  certificate_application_paid: {
    tracking_id: string;
    first_name: string;
    kind_label: string;
    total: number;
    payment_reference: string;
    /** The expected day, 'YYYY-MM-DD' (absent or null: none). */
    expected_at?: string | null;
  };
  /** An "other" payment (a payment type, no application) paid; the receipt is attached. */
  standalone_payment_paid: {
    payer_name: string;
    payment_type: string;
    amount: number;
    payment_reference: string;
  };
  /**
   * A refund that moved no application to Refunded (an "other" payment, or an application past
   * the point where it can be refunded): the payer still hears of it.
   */
  payment_refunded: {
    payer_name: string;
    description: string;
    /** What this refund returned, kobo. */
    amount: number;
    /** What was paid, kobo (shown when only a part came back). */
    amount_paid: number;
    /** What has come back in all, this refund included, kobo. */
    refunded_total: number;
    payment_reference: string;
    reason: string;
  };
}
type PaymentMailTemplate = keyof PaymentMailPayloads;

/** Every email that carries the payment's PDF receipt (mail/attachments.ts). */
export const RECEIPT_TEMPLATES: readonly string[] = [
  'application_paid',
  'certificate_application_paid',
  'standalone_payment_paid',
] satisfies PaymentMailTemplate[];

const THANKS_WITH_RECEIPT =
  'Thank you. The registry will now process your application; your receipt is attached.';

/** One "payment received" email for every kind of payment: what was paid, under which reference. */
const paymentReceived = (name: string, rows: [string, string][], closing: Block[]): Composed => ({
  title: 'Payment received',
  greeting: hello(name),
  blocks: [facts(rows), ...closing],
});

export const paymentTemplates: {
  [T in PaymentMailTemplate]: {
    subject: (d: PaymentMailPayloads[T]) => string;
    compose: (d: PaymentMailPayloads[T], b: Branding) => Composed;
  };
} = {
  application_paid: {
    subject: (d) => `Payment received for ${ref(d.tracking_id)}`,
    compose: (d, b) =>
      paymentReceived(
        d.first_name,
        [
          ['Reference number', ref(d.tracking_id)],
          ['Payment reference', d.payment_reference],
          ['Amount paid', formatMoney(d.total)],
        ],
        [
          p(THANKS_WITH_RECEIPT),
          ...expectedBy(d.expected_at),
          link('Track your application', trackUrl(b, d.tracking_id)),
        ],
      ),
  },
  certificate_application_paid: {
    subject: (d) => `Payment received for ${ref(d.tracking_id)}`,
    compose: (d, b) =>
      paymentReceived(
        d.first_name,
        [
          ['Reference number', ref(d.tracking_id)],
          ['Application', d.kind_label],
          ['Payment reference', d.payment_reference],
          ['Amount paid', formatMoney(d.total)],
        ],
        [
          p(THANKS_WITH_RECEIPT),
          ...expectedBy(d.expected_at),
          p('We email you at every step until the courier delivers your document.'),
          link('Track your application', trackUrl(b, d.tracking_id)),
        ],
      ),
  },
  standalone_payment_paid: {
    subject: (d) => `Payment received: ${d.payment_type}`,
    compose: (d) =>
      paymentReceived(
        d.payer_name,
        [
          ['Payment for', d.payment_type],
          ['Payment reference', d.payment_reference],
          ['Amount paid', formatMoney(d.amount)],
        ],
        [p('Thank you. Your receipt is attached; quote the payment reference in any enquiry.')],
      ),
  },
  payment_refunded: {
    subject: (d) =>
      d.refunded_total < d.amount_paid
        ? `Payment ${d.payment_reference}: ${formatMoney(d.amount)} refunded`
        : `Payment ${d.payment_reference} refunded`,
    compose: (d) => ({
      title:
        d.refunded_total < d.amount_paid
          ? 'Part of your payment was refunded'
          : 'Your payment was refunded',
      greeting: hello(d.payer_name),
      blocks: [
        facts([
          ['Payment for', d.description],
          ['Payment reference', d.payment_reference],
          ...(d.amount < d.amount_paid
            ? ([['Amount paid', formatMoney(d.amount_paid)]] as [string, string][])
            : []),
          ['Amount refunded', formatMoney(d.amount)],
          ...(d.refunded_total !== d.amount
            ? ([['Refunded in all', formatMoney(d.refunded_total)]] as [string, string][])
            : []),
          ['Reason', d.reason],
        ]),
        p(
          'The money goes back the way you paid; your bank or card issuer decides when it shows. Quote the payment reference in any enquiry.',
        ),
      ],
    }),
  },
};
