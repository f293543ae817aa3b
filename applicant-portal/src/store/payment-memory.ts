import type { TInitializePaymentBody } from '@registrar/shared-api';
import { normalizeTrackingId } from '@registrar/shared-api/core';

/**
 * The payments started on this device: payment reference → what it paid for (the initialize
 * body). It lets "Try again" after a failed payment start the same payment, and the track page
 * find the payment (and its receipt) of an application: the track response carries no payment
 * reference. Only the last few are kept; the server stays the authority on every status.
 */
export interface RememberedPayment {
  reference: string;
  body: TInitializePaymentBody;
  /** Milliseconds since the epoch, newest first when reading. */
  at: number;
}

const KEY = 'applicant-portal.payments';
const KEEP = 20;

/** One form per application, however its tracking id was given. */
const normalise = (trackingId: string) => normalizeTrackingId(trackingId) ?? trackingId;

const isRemembered = (value: unknown): value is RememberedPayment => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<RememberedPayment>;
  return (
    typeof entry.reference === 'string' &&
    typeof entry.at === 'number' &&
    typeof entry.body === 'object' &&
    entry.body !== null &&
    typeof (entry.body as { kind?: unknown }).kind === 'string'
  );
};

const readAll = (): RememberedPayment[] => {
  try {
    const parsed = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isRemembered) : [];
  } catch {
    // Corrupt or blocked storage: nothing remembered, the server still knows every payment.
    return [];
  }
};

const writeAll = (entries: RememberedPayment[]): void => {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(entries.slice(0, KEEP)));
  } catch {
    // Full or blocked storage: only the conveniences above are lost.
  }
};

export const paymentMemory = {
  remember: (reference: string, body: TInitializePaymentBody): void =>
    writeAll([
      { reference, body, at: Date.now() },
      ...readAll().filter((entry) => entry.reference !== reference),
    ]),
  find: (reference: string): RememberedPayment | undefined =>
    readAll().find((entry) => entry.reference === reference),
  /** The newest payment started here for an application or certificate application. */
  forTrackingId: (
    kind: 'application' | 'certificate_application',
    trackingId: string,
  ): RememberedPayment | undefined =>
    readAll()
      .sort((a, b) => b.at - a.at)
      .find(
        (entry) =>
          entry.body.kind === kind && normalise(entry.body.tracking_id) === normalise(trackingId),
      ),
  storageKey: KEY,
};
