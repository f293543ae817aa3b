import type {
  TApplicant,
  TApplication,
  TApplicationCopy,
  TApplicationHistoryEntry,
  TTrackedApplicant,
  TTrackedApplication,
  TTrackedApplicationCopy,
} from '@registrar/shared-api/contracts';

/**
 * The track view for whoever holds the reference but not the applicant's email (docs/security.md
 * "Applicant data"): what the application is and where it stands (status, label and time of each
 * step), and the name of the organisation each copy is sent to, as stored; the applicant's name
 * is reduced to initials (also where a copy is sent to themself), every way to reach the
 * applicant or a recipient is masked, and the staff notes and the graduation year are left out.
 * No track answer, redacted or not, carries an internal numeric id.
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
 * Written as loops, not Array.from and map chains: the masks run on every track answer.
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

const NAME_WORDS = /[^\p{L}\p{M}']+/u;

/** The words of a name, lower-cased, for comparing names whatever their case and punctuation. */
const wordsOf = (name: string): string[] =>
  name
    .toLowerCase()
    .split(NAME_WORDS)
    .filter((word) => word !== '');

/**
 * A copy's recipient is where the transcript goes ("Admissions Office, University of Lagos"): its
 * name is shown as stored. When the applicant sends a copy to themself, the recipient's name
 * holds the applicant's own first name or surname: then it is initials, like the applicant's.
 */
export const recipientNameOf = (recipient: string, applicant: TApplicant): string => {
  const own = new Set([...wordsOf(applicant.surname), ...wordsOf(applicant.first_name)]);
  for (const word of wordsOf(recipient)) if (own.has(word)) return initialsOf(recipient);
  return recipient;
};

/** How a copy's recipient is reached: shown to the applicant, masked for anyone else. */
type RecipientContact = Pick<
  TTrackedApplicationCopy,
  | 'recipient_name'
  | 'recipient_address'
  | 'recipient_email'
  | 'reference_number'
  | 'receiver_confirmed_at'
>;

// Each tracked object is written out field by field, not as `{ ...copy, masked }`: see the note
// on spreads in presenter.ts. The types keep the lists complete, and leave the ids out.
const asTrackedCopy = (
  copy: TApplicationCopy,
  recipient: RecipientContact,
): TTrackedApplicationCopy => ({
  purpose: copy.purpose,
  type: copy.type,
  format: copy.format,
  enums: copy.enums,
  rate: copy.rate,
  delivery_fee: copy.delivery_fee,
  region_id: copy.region_id,
  courier_id: copy.courier_id,
  recipient_name: recipient.recipient_name,
  recipient_address: recipient.recipient_address,
  recipient_email: recipient.recipient_email,
  reference_number: recipient.reference_number,
  recipient_id: copy.recipient_id,
  receiver_confirmed_at: recipient.receiver_confirmed_at,
  courier_name: copy.courier_name,
  waybill_number: copy.waybill_number,
  dispatched_at: copy.dispatched_at,
});

const trackedCopy = (copy: TApplicationCopy): TTrackedApplicationCopy => asTrackedCopy(copy, copy);

const redactCopy = (copy: TApplicationCopy, applicant: TApplicant): TTrackedApplicationCopy =>
  asTrackedCopy(copy, {
    // Where the transcript goes is no personal data of the applicant's (unless it is themself);
    // how to reach it (address, email, the recipient's reference) stays masked.
    recipient_name: maybe(copy.recipient_name, (name) => recipientNameOf(name, applicant)),
    recipient_address: maybe(copy.recipient_address, () => MASK),
    recipient_email: maybe(copy.recipient_email, maskEmail),
    reference_number: maybe(copy.reference_number, () => MASK),
    // When staff acted is theirs and the applicant's: the reference alone does not tell it.
    receiver_confirmed_at: null,
  });

/**
 * The applicant block of a tracked transcript or certificate application, masked: names as
 * initials, email and phone masked, matric number and programme hidden, no graduation year.
 */
export const redactApplicant = (applicant: TApplicant): TTrackedApplicant => ({
  matric_number: MASK,
  surname: initialsOf(applicant.surname),
  first_name: initialsOf(applicant.first_name),
  other_names: maybe(applicant.other_names, initialsOf),
  email: maskEmail(applicant.email),
  phone: maybe(applicant.phone, maskPhone),
  programme: MASK,
  graduation_year: null,
});

/** One timeline step of a transcript or certificate application (their status lists are alike). */
type TimelineStep<S extends string> = Omit<TApplicationHistoryEntry, 'status'> & { status: S };

/**
 * The timeline without the staff notes: a note is written for the applicant and may name them,
 * their documents or their circumstances. Which step and when stays.
 */
export const redactHistory = <S extends string>(
  history: readonly TimelineStep<S>[],
): TimelineStep<S>[] =>
  history.map((step) => ({ status: step.status, label: step.label, note: null, at: step.at }));

/** `application` as the track answer carries it, with the given applicant, copies and timeline. */
const asTracked = (
  application: TApplication,
  parts: Pick<TTrackedApplication, 'applicant' | 'copies' | 'history' | 'hold' | 'redacted'>,
): TTrackedApplication => ({
  tracking_id: application.tracking_id,
  status: application.status,
  kind: application.kind,
  enums: application.enums,
  applicant: parts.applicant,
  copies: parts.copies,
  transcript_fee: application.transcript_fee,
  delivery_fee: application.delivery_fee,
  total: application.total,
  created_at: application.created_at,
  updated_at: application.updated_at,
  history: parts.history,
  hold: parts.hold,
  // A day, not personal: both views carry it.
  expected_at: application.expected_at,
  redacted: parts.redacted,
});

/** The full record for the applicant (`redacted: false`): their data and the notes, no ids. */
export const unredactedApplication = (application: TApplication): TTrackedApplication =>
  asTracked(application, {
    applicant: application.applicant,
    copies: application.copies.map(trackedCopy),
    history: application.history,
    hold: application.hold,
    redacted: false,
  });

/** The same shape with every personal field masked and no notes; `redacted: true` says so. */
export const redactApplication = (application: TApplication): TTrackedApplication =>
  asTracked(application, {
    applicant: redactApplicant(application.applicant),
    copies: application.copies.map((copy) => redactCopy(copy, application.applicant)),
    history: redactHistory(application.history),
    // Why it is held may be personal (fees owed, a name): the status alone says it is held.
    hold: null,
    redacted: true,
  });

/** Case and surrounding spaces do not matter; emails are stored lower-cased at submission. */
export const isApplicantEmail = (stored: string, given: string | undefined): boolean =>
  given !== undefined && stored.trim().toLowerCase() === given.trim().toLowerCase();
