import { createContext, useContext, type ReactNode } from 'react';
import type { TInstitution } from '@registrar/shared-api';

/** The branding the admin screens show; only the name is guaranteed. */
export type InstitutionBrand = Pick<TInstitution, 'name'> &
  Partial<Pick<TInstitution, 'acronym' | 'text_logo_url'>>;

/** Shown until (or if) the shell hands over the institution it loaded at start-up. */
export const fallbackInstitution: InstitutionBrand = { name: 'Registrar' };

const InstitutionContext = createContext<InstitutionBrand>(fallbackInstitution);

/**
 * The shell loads the institution once (spec §1); the admin console receives it from there and
 * passes it down through this context so features need no prop drilling.
 */
export function InstitutionProvider({
  institution,
  children,
}: {
  institution?: InstitutionBrand | null;
  children: ReactNode;
}) {
  return (
    <InstitutionContext value={institution ?? fallbackInstitution}>{children}</InstitutionContext>
  );
}

export function useInstitution(): InstitutionBrand {
  return useContext(InstitutionContext);
}
