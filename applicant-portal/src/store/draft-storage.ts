import type { TApplicantRecord, TCompleteCopy } from '@registrar/shared-api';

/**
 * A copy the applicant is putting together: the contract's copy with every field present (null
 * where not given) and an id generated on first save, kept in localStorage so it survives a
 * reload. No prices: the server prices the copies (POST /applications/quote while building,
 * again on submit).
 */
export type DraftCopy = TCompleteCopy & { id: string };

/** The proof that the applicant is the graduate (POST /identity/codes/verify). */
export interface IdentityProofRef {
  token: string;
  expires_at: string;
}

/** The confirmed applicant; kept only while their proof of identity lasts. */
export interface StoredApplicant {
  applicantData: TApplicantRecord;
  email_address: string;
  identity: IdentityProofRef;
}

export const portalStorageKeys = {
  copies: 'applicant-portal.transcript_copies',
  applicant: 'applicant-portal.applicant',
  matricNumber: 'applicant-portal.matric_number',
} as const;

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

const readJson = <T>(key: string, isValid: (value: unknown) => value is T): T | null => {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as unknown;
    return isValid(value) ? value : null;
  } catch {
    // Corrupt or unreadable storage: start afresh rather than crash the form.
    return null;
  }
};

const writeJson = (key: string, value: unknown): void => {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage: the drafts still live in the store until the page is closed.
  }
};

const remove = (key: string): void => {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing stored
  }
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isDraftList = (value: unknown): value is DraftCopy[] =>
  Array.isArray(value) &&
  value.every((copy) => isObject(copy) && typeof copy.id === 'string' && 'purpose' in copy);

const isApplicant = (value: unknown): value is StoredApplicant =>
  isObject(value) &&
  isObject(value.applicantData) &&
  typeof value.email_address === 'string' &&
  isObject(value.identity) &&
  typeof value.identity.token === 'string' &&
  typeof value.identity.expires_at === 'string';

/** A graduate's record stays in this browser no longer than the proof that released it. */
const isLive = (applicant: StoredApplicant) =>
  new Date(applicant.identity.expires_at).getTime() > Date.now();

export const draftStorage = {
  readCopies: (): DraftCopy[] => readJson(portalStorageKeys.copies, isDraftList) ?? [],
  writeCopies: (copies: DraftCopy[]): void =>
    copies.length > 0
      ? writeJson(portalStorageKeys.copies, copies)
      : remove(portalStorageKeys.copies),
  readApplicant: (): StoredApplicant | null => {
    const applicant = readJson(portalStorageKeys.applicant, isApplicant);
    if (applicant && isLive(applicant)) return applicant;
    if (applicant) draftStorage.clearApplicant();
    return null;
  },
  writeApplicant: (applicant: StoredApplicant): void => {
    writeJson(portalStorageKeys.applicant, applicant);
    writeJson(portalStorageKeys.matricNumber, applicant.applicantData.matric_number);
  },
  /** After a submit the applicant data and the stored matric number go. */
  clearApplicant: (): void => {
    remove(portalStorageKeys.applicant);
    remove(portalStorageKeys.matricNumber);
  },
};

/** A draft id that is unique enough for one browser's list (no crypto needed). */
export const newDraftId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `copy-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
