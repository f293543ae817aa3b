import { INSTITUTION_TIME_ZONE } from '@registrar/shared-api/contracts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The nightly window no status text is sent in, as minutes after midnight, institution time. */
export interface QuietHours {
  start: number;
  end: number;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};

/** 'HH:MM-HH:MM' (may cross midnight) → the window; 'off' or an empty window → none. */
export function parseQuietHours(value: string): QuietHours | null {
  if (value === 'off') return null;
  const [from, to] = value.split('-');
  const window = { start: minutesOf(from!), end: minutesOf(to!) };
  return window.start === window.end ? null : window;
}

/**
 * When the quiet hours `at` falls in end, or null when it is outside them. The institution's
 * zone (West Africa Time) keeps one offset all year, so the wall clock is UTC plus that offset.
 */
export function quietUntil(at: Date, quiet: QuietHours | null): Date | null {
  if (!quiet) return null;
  const local = at.getTime() + INSTITUTION_TIME_ZONE.offsetMs;
  const minute = Math.floor((local % DAY) / MINUTE);
  const inside =
    quiet.start < quiet.end
      ? minute >= quiet.start && minute < quiet.end
      : minute >= quiet.start || minute < quiet.end;
  if (!inside) return null;
  let end = Math.floor(local / DAY) * DAY + quiet.end * MINUTE;
  if (end <= local) end += DAY;
  return new Date(end - INSTITUTION_TIME_ZONE.offsetMs);
}
