import type { TPortalInstitution } from '@registrar/shared-api';
import { isInstitution } from '../branding/load-institution';

/**
 * What a server-rendered page hands the browser (README "First paint"): the branding it was
 * rendered with, so the first client render, which hydrates that HTML, uses the same data and
 * needs no /api/institution round trip.
 */
export type FirstPaintState = { institution: TPortalInstitution };

export const FIRST_PAINT_STATE_ID = 'registrar-first-paint';

/** JSON safe inside <script type="application/json">: no `<` can close the element. */
export const serializeState = (state: FirstPaintState): string =>
  JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The state of a server-rendered page, or null (plain page, or anything malformed). */
export function readFirstPaintState(doc: Document = document): FirstPaintState | null {
  const element = doc.getElementById(FIRST_PAINT_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as { institution?: unknown };
    return isInstitution(state.institution) ? { institution: state.institution } : null;
  } catch {
    return null;
  }
}
