import type { TInstitution } from '@registrar/shared-api';
import { defaultTheme } from '@registrar/shared-ui';
import { createContext, useContext, type ReactNode } from 'react';

/** Used when the portal runs without the shell's branding (standalone dev mount, tests). */
export const fallbackInstitution: TInstitution = {
  id: 0,
  name: 'Registrar',
  acronym: 'Registrar',
  logo_url: null,
  text_logo_url: null,
  banner_url: null,
  theme: { ...defaultTheme },
};

const InstitutionContext = createContext<TInstitution>(fallbackInstitution);

/**
 * The shell loads the institution once before its first render and passes it to PortalApp as a
 * prop; this context hands it to the screens without prop drilling.
 */
export function InstitutionProvider({
  institution,
  children,
}: {
  institution?: TInstitution | null;
  children: ReactNode;
}) {
  return (
    <InstitutionContext value={institution ?? fallbackInstitution}>{children}</InstitutionContext>
  );
}

export const useInstitution = (): TInstitution => useContext(InstitutionContext);
