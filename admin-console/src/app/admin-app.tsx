import { InstitutionProvider, type InstitutionBrand } from '../hooks/institution-context';
import { AdminLayout } from './layout/admin-layout';
import { AdminRoutes } from './admin-routes';

export interface AdminAppProps {
  /** The institution the shell loaded at start-up; without it the top bar reads 'Registrar'. */
  institution?: InstitutionBrand | null;
}

/**
 * The admin console (exposed as admin_console/AdminApp). The shell mounts it at /admin/* behind
 * its guard, inside its router and Redux provider, so nothing here creates either.
 */
export default function AdminApp({ institution }: AdminAppProps) {
  return (
    <InstitutionProvider institution={institution}>
      <AdminLayout>
        <AdminRoutes />
      </AdminLayout>
    </InstitutionProvider>
  );
}
