import type { TInstitution } from '@registrar/shared-api';
import { defaultTheme } from '@registrar/shared-ui';

/** What the product shows when the institution data cannot be loaded. */
export const defaultInstitution: TInstitution = {
  id: 0,
  name: 'Registrar',
  acronym: 'Registrar',
  logo_url: null,
  text_logo_url: null,
  banner_url: null,
  theme: { ...defaultTheme },
};
