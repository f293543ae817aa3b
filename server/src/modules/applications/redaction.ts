import type {
  TApplicant,
  TApplication,
  TApplicationCopy,
  TTrackedApplication,
} from '@registrar/shared-api/contracts';

/**
 * The track view for whoever holds the reference but not the applicant's email (issue 8,
 * docs/security.md "Applicant data"): what the application is and where it is stands as stored;
 * who it is for and how to reach them is reduced to initials and masks.
 */
export const MASK = '•••';

/** The first character of `text` (a whole code point: an astral letter is not cut in half). */
const firstCharacter = (text: string): string => {
  const code = text.codePointAt(0);
  return code === undefined ? '' : String.fromCodePoint(code);
};

const NAME_SEPARATORS = /[\s-]+/;

/**
 * "Okafor" → "O.", "Mary-Jane Ann" → "M. J. A."; one character per name, so nothing else leaks.
 * Written as loops, not Array.from and map chains (issue 9: the masks run on every track answer).
 */
export const initialsOf = (name: string): string => {
  let initials = '';
  for (const part of name.split(NAME_SEPARATORS)) {
    // The separators include every whitespace, so a part has nothing left to trim.
    if (part === '') continue;
    initials += `${initials === '' ? '' : ' '}${firstCharacter(part).toUpperCase()}.`;
  }
  return initials || MASK;
};

/** "jane.doe@example.org" → "j•••@example.org" (the domain says which inbox to look in). */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at < 1) return MASK;
  return `${firstCharacter(email)}${MASK}${email.slice(at)}`;
};

/** "+2348012345678" → "•••78": enough to recognise one's number, not to call it. */
export const maskPhone = (phone: string): string => {
  let digits = 0;
  let lastTwo = '';
  for (let i = phone.length - 1; i >= 0; i -= 1) {
    const code = phone.charCodeAt(i);
    if (code < 48 || code > 57) continue;
    if (digits < 2) lastTwo = phone[i] + lastTwo;
    digits += 1;
  }
  return digits >= 7 ? `${MASK}${lastTwo}` : MASK;
};

const maybe = <T>(value: T | null, mask: (value: T) => string): string | null =>
  value === null ? null : mask(value);

// Each masked object is written out field by field, not as `{ ...copy, masked }`: see the note
// on spreads in presenter.ts (issue 9). The types keep the lists complete.
const redactCopy = (copy: TApplicationCopy): TApplicationCopy => ({
  id: copy.id,
  purpose: copy.purpose,
  type: copy.type,
  format: copy.format,
  enums: copy.enums,
  rate: copy.rate,
  delivery_fee: copy.delivery_fee,
  region_id: copy.region_id,
  courier_id: copy.courier_id,
  recipient_name: maybe(copy.recipient_name, initialsOf),
  recipient_address: maybe(copy.recipient_address, () => MASK),
  recipient_email: maybe(copy.recipient_email, maskEmail),
  reference_number: maybe(copy.reference_number, () => MASK),
  courier_name: copy.courier_name,
  waybill_number: copy.waybill_number,
  dispatched_at: copy.dispatched_at,
});

/**
 * The applicant block of a tracked transcript or certificate application, masked: names as
 * initials, email and phone masked, matric number and programme hidden; the year stays.
 */
export const redactApplicant = (applicant: TApplicant): TApplicant => ({
  matric_number: MASK,
  surname: initialsOf(applicant.surname),
  first_name: initialsOf(applicant.first_name),
  other_names: maybe(applicant.other_names, initialsOf),
  email: maskEmail(applicant.email),
  phone: maybe(applicant.phone, maskPhone),
  programme: MASK,
  graduation_year: applicant.graduation_year,
});

/** `application` as the track answer carries it, with the given applicant and copies. */
const asTracked = (
  application: TApplication,
  applicant: TApplicant,
  copies: TApplicationCopy[],
  redacted: boolean,
): TTrackedApplication => ({
  id: application.id,
  tracking_id: application.tracking_id,
  status: application.status,
  enums: application.enums,
  applicant,
  copies,
  transcript_fee: application.transcript_fee,
  delivery_fee: application.delivery_fee,
  total: application.total,
  created_at: application.created_at,
  updated_at: application.updated_at,
  history: application.history,
  redacted,
});

/** The full record for the applicant (`redacted: false`). */
export const unredactedApplication = (application: TApplication): TTrackedApplication =>
  asTracked(application, application.applicant, application.copies, false);

/** The same shape with every personal field masked; `redacted: true` says so. */
export const redactApplication = (application: TApplication): TTrackedApplication =>
  asTracked(
    application,
    redactApplicant(application.applicant),
    application.copies.map(redactCopy),
    true,
  );

/** Case and surrounding spaces do not matter; emails are stored lower-cased at submission. */
export const isApplicantEmail = (stored: string, given: string | undefined): boolean =>
  given !== undefined && stored.trim().toLowerCase() === given.trim().toLowerCase();
