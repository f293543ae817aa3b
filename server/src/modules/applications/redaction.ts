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

const redactCopy = (copy: TApplicationCopy): TApplicationCopy => ({
  ...copy,
  recipient_name: maybe(copy.recipient_name, initialsOf),
  recipient_address: maybe(copy.recipient_address, () => MASK),
  recipient_email: maybe(copy.recipient_email, maskEmail),
  reference_number: maybe(copy.reference_number, () => MASK),
});

/**
 * The applicant block of a tracked transcript or certificate application, masked: names as
 * initials, email and phone masked, matric number and programme hidden; the year stays.
 */
export const redactApplicant = <A extends TApplicant>(applicant: A): A => ({
  ...applicant,
  matric_number: MASK,
  surname: initialsOf(applicant.surname),
  first_name: initialsOf(applicant.first_name),
  other_names: maybe(applicant.other_names, initialsOf),
  email: maskEmail(applicant.email),
  phone: maybe(applicant.phone, maskPhone),
  programme: MASK,
});

/** The same shape with every personal field masked; `redacted: true` says so. */
export const redactApplication = (application: TApplication): TTrackedApplication => ({
  ...application,
  applicant: redactApplicant(application.applicant),
  copies: application.copies.map(redactCopy),
  redacted: true,
});

/** Case and surrounding spaces do not matter; emails are stored lower-cased at submission. */
export const isApplicantEmail = (stored: string, given: string | undefined): boolean =>
  given !== undefined && stored.trim().toLowerCase() === given.trim().toLowerCase();
