import type { TPortalInstitution } from '@registrar/shared-api';
import { defaultInstitution } from './default-institution';

/** The part of fetch() this module needs; injected so tests and other hosts can supply their own. */
export type Fetcher = (
  url: string,
  init?: RequestInit,
) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

export const INSTITUTION_URL = '/api/institution';

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
const isNullableString = (value: unknown) => value === null || typeof value === 'string';

const isPaymentsMode = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  ['sandbox', 'live'].includes(String((value as { mode?: unknown }).mode));

/**
 * A hand-written shape check rather than the zod contract: the shell's first chunk stays free of
 * zod, and anything odd simply means "use default branding" (the server validates what it stores).
 */
export function isInstitution(value: unknown): value is TPortalInstitution {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const theme = v.theme as Record<string, unknown> | null | undefined;
  return (
    typeof v.id === 'number' &&
    typeof v.name === 'string' &&
    v.name.length > 0 &&
    typeof v.acronym === 'string' &&
    isNullableString(v.logo_url) &&
    isNullableString(v.text_logo_url) &&
    isNullableString(v.banner_url) &&
    typeof theme === 'object' &&
    theme !== null &&
    HEX_COLOUR.test(String(theme.primary)) &&
    HEX_COLOUR.test(String(theme.secondary)) &&
    (v.payments === undefined || isPaymentsMode(v.payments))
  );
}

/**
 * Loads the institution branding before first render. Never throws: on any failure the
 * error is logged and the default branding is returned, so the product still starts.
 */
export async function loadInstitution(
  fetcher: Fetcher = (url, init) => fetch(url, init),
  url = INSTITUTION_URL,
): Promise<TPortalInstitution> {
  try {
    const response = await fetcher(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const body = (await response.json()) as { status?: unknown; data?: unknown };
    if (body.status !== 'success' || !isInstitution(body.data)) {
      throw new Error(`GET ${url} did not return an institution`);
    }
    return body.data;
  } catch (error) {
    console.error('Could not load the institution branding; using the default branding.', error);
    return defaultInstitution;
  }
}
