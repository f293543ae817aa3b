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

/** "Okafor" → "O.", "Mary-Jane Ann" → "M. A."; letters only, so nothing else leaks. */
export const initialsOf = (name: string): string =>
  name
    .split(/[\s-]+/)
    .map((part) => Array.from(part.trim())[0])
    .filter((letter): letter is string => Boolean(letter))
    .map((letter) => `${letter.toUpperCase()}.`)
    .join(' ') || MASK;

/** "jane.doe@example.org" → "j•••@example.org" (the domain says which inbox to look in). */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at < 1) return MASK;
  return `${Array.from(email)[0] ?? ''}${MASK}${email.slice(at)}`;
};

/** "+2348012345678" → "•••78": enough to recognise one's number, not to call it. */
export const maskPhone = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 7 ? `${MASK}${digits.slice(-2)}` : MASK;
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
