import type {
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

/** The same shape with every personal field masked; `redacted: true` says so. */
export const redactApplication = (application: TApplication): TTrackedApplication => ({
  ...application,
  applicant: {
    matric_number: MASK,
    surname: initialsOf(application.applicant.surname),
    first_name: initialsOf(application.applicant.first_name),
    other_names: maybe(application.applicant.other_names, initialsOf),
    email: maskEmail(application.applicant.email),
    phone: maybe(application.applicant.phone, maskPhone),
    programme: MASK,
    graduation_year: application.applicant.graduation_year,
  },
  copies: application.copies.map(redactCopy),
  redacted: true,
});

/** Case and surrounding spaces do not matter; emails are stored lower-cased at submission. */
export const isApplicantEmail = (stored: string, given: string | undefined): boolean =>
  given !== undefined && stored.trim().toLowerCase() === given.trim().toLowerCase();
