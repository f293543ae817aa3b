import { Link } from '@registrar/shared-ui/router';
import { PageHeading } from '../components/page-heading';

export function NotFoundPage() {
  return (
    <section aria-labelledby="admin-page-title">
      <PageHeading>Page not found</PageHeading>
      <p>There is no admin screen at this address.</p>
      <p>
        <Link to="/admin/overview">Go to the Dashboard</Link>
      </p>
    </section>
  );
}
