import { ZUpdateInstitutionRequest, type TInstitution } from '@registrar/shared-api';

/** The form's values, all as typed (URLs empty for none, colours as #RRGGBB). */
export type BrandingDraft = {
  name: string;
  acronym: string;
  logo_url: string;
  text_logo_url: string;
  banner_url: string;
  primary: string;
  secondary: string;
};
export type BrandingField = keyof BrandingDraft;
export type BrandingErrors = Partial<Record<BrandingField, string>>;

export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
export const isHexColour = (value: string) => HEX_COLOUR.test(value.trim());

export const draftOf = (institution: TInstitution): BrandingDraft => ({
  name: institution.name,
  acronym: institution.acronym,
  logo_url: institution.logo_url ?? '',
  text_logo_url: institution.text_logo_url ?? '',
  banner_url: institution.banner_url ?? '',
  primary: institution.theme.primary,
  secondary: institution.theme.secondary,
});

const urlOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

export const requestOf = (draft: BrandingDraft) => ({
  name: draft.name.trim(),
  acronym: draft.acronym.trim(),
  logo_url: urlOrNull(draft.logo_url),
  text_logo_url: urlOrNull(draft.text_logo_url),
  banner_url: urlOrNull(draft.banner_url),
  theme: { primary: draft.primary.trim(), secondary: draft.secondary.trim() },
});

const fields: readonly BrandingField[] = [
  'name',
  'acronym',
  'logo_url',
  'text_logo_url',
  'banner_url',
  'primary',
  'secondary',
];

/** A server or schema error key ('theme.primary', 'name', …) as the form field it belongs to. */
export const fieldOfKey = (key: string): BrandingField | undefined => {
  const last = key.split('.').at(-1) ?? key;
  return fields.find((field) => field === last);
};

/** The first message per field of a `{ key: messages[] }` map (a server 422 `errors`). */
export const errorsOfMap = (errors: Record<string, string[]> | undefined): BrandingErrors => {
  const found: BrandingErrors = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const field = fieldOfKey(key);
    if (field && !found[field] && messages[0]) found[field] = messages[0];
  }
  return found;
};

/** Checks the draft with the shared contract schema: the server's rules, before sending. */
export const validate = (draft: BrandingDraft): BrandingErrors => {
  const result = ZUpdateInstitutionRequest.safeParse(requestOf(draft));
  if (result.success) return {};
  const found: BrandingErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOfKey(issue.path.map(String).join('.'));
    if (field && !found[field]) found[field] = issue.message;
  }
  return found;
};
