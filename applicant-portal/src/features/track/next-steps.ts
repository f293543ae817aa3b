import type { TApplicationStatus } from '@registrar/shared-api';

/** What happens next, in the applicant's words, for each status of the server's state machine. */
export const nextSteps: Record<TApplicationStatus, string> = {
  pending_payment:
    'Your application is waiting for payment. The registry starts work once the fees are paid.',
  paid: 'Payment received. The registry will start preparing your transcript shortly.',
  processing: 'The registry is preparing your transcript.',
  on_hold:
    'Your application is on hold. Show your details with the email you applied with to see why and what to do.',
  dispatched: 'Your hard copy is with the courier. Use the waybill number to follow the delivery.',
  sent: 'Your soft copy has been emailed to the recipient.',
  delivered: 'The courier has delivered your transcript.',
  completed: 'Your application is complete. Nothing more is needed from you.',
  rejected:
    'The registry could not process your application. Check your messages for the reason; any refund is handled by the registry.',
  cancelled:
    'This application was cancelled. Start a new application if you still need a transcript.',
  refunded: 'Your payment has been refunded.',
};
