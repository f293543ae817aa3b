import { displayTrackingId } from '../requests/tracking-id';
import type { Branding } from './branding';
import type { Block } from './layout';
import { INSTITUTION_TIME_ZONE } from '@registrar/shared-api/contracts';

/** What a template writes: the HTML title, the greeting and the body's blocks. */
export interface Composed {
  title: string;
  greeting: string;
  blocks: Block[];
}

const naira = new Intl.NumberFormat('en-NG', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** Kobo → "₦12,500.00" (two decimals, thousands separators). */
export const formatMoney = (kobo: number) => `₦${naira.format(kobo / 100)}`;
/** A moment as emails show it ("3 Dec 2026, 2:05 pm WAT"): the institution's zone, named. */
export const formatDate = (iso: string) =>
  `${new Date(iso).toLocaleString('en-GB', {
    timeZone: INSTITUTION_TIME_ZONE.id,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })} ${INSTITUTION_TIME_ZONE.abbreviation}`;

/** A day in full as the institution's calendar has it ('29 December 2026'). */
export const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    timeZone: INSTITUTION_TIME_ZONE.id,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

export const trackUrl = (b: Branding, id: string) =>
  `${b.publicUrl}/track?reference=${encodeURIComponent(displayTrackingId(id))}`;
/** The application's message thread, where the applicant reads and replies to the registry. */
export const messagesUrl = (b: Branding, id: string) =>
  `${b.publicUrl}/track/${encodeURIComponent(displayTrackingId(id))}/messages`;
export const ref = (id: string) => displayTrackingId(id);
export const hello = (name: string) => `Dear ${name},`;
