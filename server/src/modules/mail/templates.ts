import {
  applicationStatusLabels,
  certificateApplicationStatusLabels,
  type TApplicationStatus,
  holdActionButtons,
  type THoldAction,
  type TCertificateApplicationStatus,
} from '@registrar/shared-api/contracts';
import type { Branding } from './branding';
import {
  type Composed,
  formatDate,
  formatDay,
  formatMoney,
  hello,
  messagesUrl,
  ref,
  trackUrl,
} from './format';
import { expectedBy } from './expected-by';
import { facts, link, p } from './layout';
import { type IdentityMailPayloads, identityTemplates } from './identity-templates';
import {
  type MyApplicationsMailPayloads,
  myApplicationsTemplates,
} from './my-applications-templates';
import { type PaymentMailPayloads, paymentTemplates } from './payment-templates';

export { type Composed, formatMoney } from './format';

/** What happens to a hold nobody resolves, said the same in the email and on the track page. */
export const holdDeadline = (cancelsAt: string) =>
  `If it is still on hold on ${formatDay(cancelsAt)}, the request is cancelled and any payment refunded.`;

/** Put on hold: why, and what the applicant is asked to do. */
export interface HoldMail {
  reason: string;
  instructions: string;
  applicant_action: THoldAction;
  /** ISO: when the request is cancelled and refunded if still held (absent: never). */
  cancels_at?: string | null;
}

/** The data each email is written from; stored as the outbox job's payload. */
export interface MailPayloads
  extends PaymentMailPayloads, IdentityMailPayloads, MyApplicationsMailPayloads {
  application_submitted: { tracking_id: string; first_name: string; total: number; copies: number };
  application_status: {
    tracking_id: string;
    first_name: string;
    status: TApplicationStatus;
    note: string | null;
    courier_name?: string | null;
    waybill_number?: string | null;
    hold?: HoldMail;
    /** The expected day, 'YYYY-MM-DD' (absent or null: none). */
    expected_at?: string | null;
  };
  staff_message: { tracking_id: string; first_name: string; body: string };
  document_ready: {
    tracking_id: string;
    first_name: string;
    title: string;
    expires_at: string;
    max_downloads: number;
    /** The download link's token: only here until the email is sent, never stored afterwards. */
    secret_token?: string;
  };
  certificate_application_submitted: {
    tracking_id: string;
    first_name: string;
    kind_label: string;
    total: number;
  };
  certificate_application_status: {
    tracking_id: string;
    first_name: string;
    status: TCertificateApplicationStatus;
    note: string | null;
    courier_name?: string | null;
    waybill_number?: string | null;
    hold?: HoldMail;
    /** The expected day, 'YYYY-MM-DD' (absent or null: none). */
    expected_at?: string | null;
  };
}
export type MailTemplate = keyof MailPayloads;

const nextStepByStatus: Partial<Record<TApplicationStatus, string>> = {
  processing: 'The registry is preparing your transcript.',
  on_hold: 'The registry needs something before it can continue; you will get a message.',
  dispatched: 'Your hard copies are with the courier.',
  sent: 'Your soft copies were sent to the recipients you named.',
  delivered: 'The courier reports that your documents were delivered.',
  completed: 'Your application is complete. Thank you.',
  rejected: 'The registry could not process your application. See the note below or message us.',
  cancelled: 'Your application was cancelled.',
  refunded: 'Your payment was refunded.',
};

/** The same for a certificate or attestation: one document, sent by courier. */
const certificateNextStepByStatus: Partial<Record<TApplicationStatus, string>> = {
  ...nextStepByStatus,
  processing: 'The registry is preparing your document.',
  dispatched: 'Your document is with the courier.',
  sent: 'Your document was sent to the recipient you named.',
  delivered: 'The courier reports that your document was delivered.',
};

/** A hold's part of a status email: what to do, by when, and where to reply. */
const holdBlocks = (hold: HoldMail, b: Branding, trackingId: string) => [
  p(hold.instructions),
  ...(hold.cancels_at ? [p(holdDeadline(hold.cancels_at))] : []),
  ...(hold.applicant_action === 'none'
    ? []
    : [link(holdActionButtons[hold.applicant_action], messagesUrl(b, trackingId))]),
];

const dispatchRows = (d: { courier_name?: string | null; waybill_number?: string | null }) =>
  [
    ...(d.courier_name ? [['Courier', d.courier_name] as [string, string]] : []),
    ...(d.waybill_number ? [['Waybill number', d.waybill_number] as [string, string]] : []),
  ] satisfies [string, string][];

/** Subject and body of every email; `b` is the institution's branding at sending time. */
export const templates: {
  [T in MailTemplate]: {
    subject: (d: MailPayloads[T]) => string;
    compose: (d: MailPayloads[T], b: Branding) => Composed;
  };
} = {
  ...paymentTemplates,
  ...identityTemplates,
  ...myApplicationsTemplates,
  application_submitted: {
    subject: (d) => `Transcript application ${ref(d.tracking_id)} received`,
    compose: (d, b) => ({
      title: 'We received your transcript application',
      greeting: hello(d.first_name),
      blocks: [
        facts([
          ['Reference number', ref(d.tracking_id)],
          ['Copies', String(d.copies)],
          ['Amount to pay', formatMoney(d.total)],
        ]),
        p(
          'What happens next: pay the fee to start processing. Once your payment is confirmed we email you a receipt, and again at every step until your transcript is delivered.',
        ),
        p('Keep your reference number: you need it to track the application or message us.'),
        link('Track your application', trackUrl(b, d.tracking_id)),
      ],
    }),
  },
  application_status: {
    subject: (d) => `${ref(d.tracking_id)}: ${applicationStatusLabels[d.status] ?? d.status}`,
    compose: (d, b) => ({
      title: `Your application is now: ${applicationStatusLabels[d.status] ?? d.status}`,
      greeting: hello(d.first_name),
      blocks: [
        facts([
          ['Reference number', ref(d.tracking_id)],
          ['Status', applicationStatusLabels[d.status] ?? d.status],
          ...dispatchRows(d),
          ...(d.hold ? [['Why', d.hold.reason] as [string, string]] : []),
          ...(d.note ? [['Note from the registry', d.note] as [string, string]] : []),
        ]),
        ...(d.hold
          ? holdBlocks(d.hold, b, d.tracking_id)
          : nextStepByStatus[d.status]
            ? [p(nextStepByStatus[d.status]!)]
            : []),
        ...expectedBy(d.expected_at),
        link('Track your application', trackUrl(b, d.tracking_id)),
      ],
    }),
  },
  staff_message: {
    subject: (d) => `New message about ${ref(d.tracking_id)}`,
    compose: (d, b) => ({
      title: 'You have a new message from the registry',
      greeting: hello(d.first_name),
      blocks: [p(d.body), link('Read and reply', messagesUrl(b, d.tracking_id))],
    }),
  },
  document_ready: {
    subject: (d) => `Your document is ready: ${d.title}`,
    compose: (d, b) => ({
      title: 'Your document is ready to download',
      greeting: hello(d.first_name),
      blocks: [
        facts([
          ['Reference number', ref(d.tracking_id)],
          ['Document', d.title],
          ['Link expires', formatDate(d.expires_at)],
          ['Downloads allowed', String(d.max_downloads)],
        ]),
        p(
          'The link below is personal to you. It opens a page with the PDF, signed by the institution, and the same document as a verifiable credential for a digital wallet. If it expires or runs out of downloads, message the registry and we will send a new one.',
        ),
        link(
          'Open your document',
          `${b.publicUrl}/documents/${d.secret_token ?? '[link hidden in the archive copy]'}`,
        ),
      ],
    }),
  },
  certificate_application_submitted: {
    subject: (d) => `${d.kind_label} application ${ref(d.tracking_id)} received`,
    compose: (d, b) => ({
      title: `We received your ${d.kind_label.toLowerCase()} application`,
      greeting: hello(d.first_name),
      blocks: [
        facts([
          ['Reference number', ref(d.tracking_id)],
          ['Amount to pay', formatMoney(d.total)],
        ]),
        p(
          'What happens next: pay the fee to start processing. We email you at every step until the courier delivers your document. Quote your reference number in any enquiry.',
        ),
        link('Track your application', trackUrl(b, d.tracking_id)),
      ],
    }),
  },
  certificate_application_status: {
    subject: (d) =>
      `${ref(d.tracking_id)}: ${certificateApplicationStatusLabels[d.status] ?? d.status}`,
    compose: (d, b) => ({
      title: `Your application is now: ${certificateApplicationStatusLabels[d.status] ?? d.status}`,
      greeting: hello(d.first_name),
      blocks: [
        facts([
          ['Reference number', ref(d.tracking_id)],
          ['Status', certificateApplicationStatusLabels[d.status] ?? d.status],
          ...dispatchRows(d),
          ...(d.hold ? [['Why', d.hold.reason] as [string, string]] : []),
          ...(d.note ? [['Note from the registry', d.note] as [string, string]] : []),
        ]),
        ...(d.hold
          ? holdBlocks(d.hold, b, d.tracking_id)
          : certificateNextStepByStatus[d.status as TApplicationStatus]
            ? [p(certificateNextStepByStatus[d.status as TApplicationStatus]!)]
            : []),
        ...expectedBy(d.expected_at),
        link('Track your application', trackUrl(b, d.tracking_id)),
      ],
    }),
  },
};

export const isMailTemplate = (name: string): name is MailTemplate =>
  Object.hasOwn(templates, name);
