import type { TPortalInstitution } from '@registrar/shared-api';
import { defaultTheme } from '@registrar/shared-ui';
import { createContext, useContext, type ReactNode } from 'react';

/** Used when the portal runs without the shell's branding (standalone dev mount, tests). */
export const fallbackInstitution: TPortalInstitution = {
  id: 0,
  name: 'Registrar',
  acronym: 'Registrar',
  logo_url: null,
  text_logo_url: null,
  banner_url: null,
  theme: { ...defaultTheme },
};

const InstitutionContext = createContext<TPortalInstitution>(fallbackInstitution);

/**
 * The shell loads the institution once before its first render and passes it to PortalApp as a
 * prop; this context hands it to the screens without prop drilling.
 */
export function InstitutionProvider({
  institution,
  children,
}: {
  institution?: TPortalInstitution | null;
  children: ReactNode;
}) {
  return (
    <InstitutionContext value={institution ?? fallbackInstitution}>{children}</InstitutionContext>
  );
}

export const useInstitution = (): TPortalInstitution => useContext(InstitutionContext);

/** Whether applicants may ask for SMS updates here (the server has an SMS gateway). */
export const useSmsOffered = (): boolean => useInstitution().sms?.enabled === true;
