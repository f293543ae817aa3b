import { useCallback, useEffect, useState } from 'react';
import {
  apiRequest,
  getDashboard,
  selectAuthUser,
  useAppSelector,
  type TDashboard,
} from '@registrar/shared-api';
import { Spinner } from '@registrar/shared-ui';
import { PageHeading } from '../../components/page-heading';
import { LoadError } from '../../components/load-error';
import { useInstitution } from '../../hooks/institution-context';
import { BarChart } from './components/bar-chart';
import {
  ActivityList,
  OverdueList,
  RevenueCards,
  StatusCounts,
  naira,
} from './components/dashboard-sections';
import styles from './overview-page.module.css';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; data: TDashboard };

/**
 * The admin landing screen (spec §2 /admin/overview): GET /dashboard. What a role may not see
 * comes back null from the server and is simply not shown.
 */
export default function OverviewPage() {
  const user = useAppSelector(selectAuthUser);
  const institution = useInstitution();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const fetchDashboard = useCallback(async (signal?: AbortSignal) => {
    setLoad({ state: 'loading' });
    const response = await apiRequest(getDashboard, { signal });
    if (signal?.aborted) return;
    setLoad(response === false ? { state: 'failed' } : { state: 'loaded', data: response.data });
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    void fetchDashboard(controller.signal);
    return () => controller.abort();
  }, [fetchDashboard]);

  return (
    <section className={styles.page} aria-labelledby="admin-page-title">
      <PageHeading>Dashboard</PageHeading>
      <p className={styles.welcome}>{user ? `Welcome, ${user.name}.` : 'Welcome.'}</p>
      <p className={styles.text}>You are signed in to the {institution.name} registry console.</p>
      {load.state === 'loading' && <Spinner label="Loading the dashboard" />}
      {load.state === 'failed' && (
        <LoadError what="The dashboard" onRetry={() => void fetchDashboard()} />
      )}
      {load.state === 'loaded' && <DashboardBody data={load.data} />}
    </section>
  );
}

function DashboardBody({ data }: { data: TDashboard }) {
  const requests = data.days.map((day) => ({
    date: day.date,
    value: day.transcript_requests + day.certificate_requests,
  }));
  const revenue = data.days.map((day) => ({ date: day.date, value: day.revenue ?? 0 }));
  const hasRequests = [...data.counts.transcript, ...data.counts.certificate].some(
    (row) => row.count > 0,
  );
  return (
    <div className={styles.grid}>
      {data.revenue && <RevenueCards revenue={data.revenue} />}
      {data.overdue && <OverdueList overdue={data.overdue} />}
      {hasRequests ? (
        <StatusCounts counts={data.counts} />
      ) : (
        <section aria-labelledby="counts-title" className={styles.card}>
          <h2 id="counts-title" className={styles.cardTitle}>
            Requests by status
          </h2>
          <p>No requests yet. They appear here as applicants apply.</p>
        </section>
      )}
      <section aria-labelledby="days-title" className={`${styles.card} ${styles.wide}`}>
        <h2 id="days-title" className={styles.cardTitle}>
          Last {data.days.length} days
        </h2>
        <div className={styles.charts}>
          <BarChart
            title="Requests per day"
            data={requests}
            format={(value) => String(value)}
            valueLabel="Requests"
          />
          {data.days.some((day) => day.revenue !== null) && (
            <BarChart title="Revenue per day" data={revenue} format={naira} valueLabel="Revenue" />
          )}
        </div>
      </section>
      {data.activity && <ActivityList activity={data.activity} />}
    </div>
  );
}
