import {
  requestStatusLabels,
  type THoldAction,
  type TRequestStatus,
} from '@registrar/shared-api/contracts';
import type { Branding } from '../mail/branding';
import { ref, trackUrl } from '../mail/format';

/**
 * Every text message the product sends, in one place. A text may be read by whoever holds the
 * phone, or on its locked screen, so it names the request by its reference and links to the track
 * page, never the graduate's name, a record's contents, why a request is held (a reason may be
 * personal: fees owed, a name) or a download link. A hold's text says only whether the applicant
 * must act. Each fits one SMS (160 GSM-7 characters) with the usual PUBLIC_URL.
 */
export interface SmsPayloads {
  sms_status: { tracking_id: string; status: TRequestStatus };
  sms_hold: { tracking_id: string; applicant_action: THoldAction };
  sms_document_ready: { tracking_id: string };
  /** The code travels in the job until it is sent, then is dropped from what is kept. */
  sms_phone_code: { minutes: number; secret_token?: string };
}
export type SmsTemplate = keyof SmsPayloads;

export const SMS_SEGMENT = 160;

// GSM 03.38: the basic set, and the extension characters that each take two places.
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€';

/** Places a text takes in GSM-7, or null when it needs UCS-2 (70 a segment). */
export function gsmLength(text: string): number | null {
  let length = 0;
  for (const c of text) {
    if (GSM_BASIC.includes(c)) length += 1;
    else if (GSM_EXTENDED.includes(c)) length += 2;
    else return null;
  }
  return length;
}

/** Typographic punctuation staff may type, in GSM-7's plain forms; whitespace collapsed. */
export const plainText = (text: string) =>
  text
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/\s+/g, ' ')
    .trim();

/** What a held request waits for, as its text says it. */
const holdWaitsFor: Readonly<Record<THoldAction, string>> = {
  none: 'is on hold; you need do nothing',
  reply: 'is on hold until you reply to the registry',
  upload: 'is on hold until you send a document',
};

const from = (b: Branding) => plainText(b.acronym) || 'Registry';

export const smsTemplates: {
  [T in SmsTemplate]: {
    /** What the staff list shows for the job (the text itself is composed when sent). */
    subject: (d: SmsPayloads[T]) => string;
    text: (d: SmsPayloads[T], b: Branding) => string;
  };
} = {
  sms_status: {
    subject: (d) => `SMS ${ref(d.tracking_id)}: ${requestStatusLabels[d.status]}`,
    text: (d, b) =>
      `${from(b)}: your request ${ref(d.tracking_id)} is now ${requestStatusLabels[d.status]}. Details: ${trackUrl(b, d.tracking_id)}`,
  },
  sms_hold: {
    subject: (d) => `SMS ${ref(d.tracking_id)}: On hold`,
    text: (d, b) =>
      `${from(b)}: request ${ref(d.tracking_id)} ${holdWaitsFor[d.applicant_action]}. See why on the track page: ${trackUrl(b, d.tracking_id)}`,
  },
  sms_document_ready: {
    subject: (d) => `SMS ${ref(d.tracking_id)}: document ready`,
    text: (d, b) =>
      `${from(b)}: a document for your request ${ref(d.tracking_id)} is ready. The download link is in your email. ${trackUrl(b, d.tracking_id)}`,
  },
  sms_phone_code: {
    subject: () => 'SMS phone verification code',
    text: (d, b) =>
      `${d.secret_token ?? '[code]'} is your ${from(b)} code for SMS updates. It expires in ${String(d.minutes)} minutes. Do not share it.`,
  },
};

export const isSmsTemplate = (name: string): name is SmsTemplate =>
  Object.hasOwn(smsTemplates, name);
