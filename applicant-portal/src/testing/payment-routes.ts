import type { TPayment } from '@registrar/shared-api';
import type { RecordedRequest, Reply } from '../../../jest/support/test-server';
import { initialized, ok } from './fixtures';

/** A route answering with a sequence of payments (the last one repeats), as re-checks see them. */
export const verifySequence = (...payments: TPayment[]) => {
  let call = 0;
  return (): Reply => ok(payments[Math.min(call++, payments.length - 1)]);
};

/** POST /payments/initialize answering a checkout for a fresh reference. */
export const initializeOk = (reference?: string) => (): Reply => ok(initialized(reference));

export const alreadyPaid = (): Reply => ({
  status: 409,
  body: { status: 'error', message: 'This has already been paid.' },
});

export const requestsTo = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path === path);
