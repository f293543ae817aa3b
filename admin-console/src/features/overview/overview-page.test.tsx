import { screen, within } from '@testing-library/react';
import { type TDashboard } from '@registrar/shared-api';
import { type Reply } from '../../../../jest/support/test-server';
import { renderApp } from '../../testing/render-admin';
import { setupTestApi } from '../../testing/test-api';

let reply: () => Reply;

const statuses = ['pending_payment', 'paid', 'processing'] as const;
const labels = { pending_payment: 'Pending payment', paid: 'Paid', processing: 'Processing' };
const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-11-${String(i + 1).padStart(2, '0')}`,
  transcript_requests: i === 29 ? 3 : 0,
  certificate_requests: i === 28 ? 2 : 0,
  revenue: i === 29 ? 1_500_000 : 0,
}));

const dashboard = (overrides: Partial<TDashboard> = {}): TDashboard => ({
  generated_at: '2026-11-30T10:00:00.000Z',
  counts: {
    transcript: statuses.map((status, i) => ({ status, label: labels[status], count: i + 4 })),
    certificate: statuses.map((status) => ({ status, label: labels[status], count: 1 })),
  },
  revenue: { today: 1_500_000, this_month: 4_250_050 },
  overdue: {
    rules: [
      { status: 'paid', label: 'Paid', days: 3 },
      { status: 'processing', label: 'Processing', days: 7 },
    ],
    total: 1,
    items: [
      {
        kind: 'certificate',
        id: 9,
        tracking_id: 'ABCD-EFGH-JKMN',
        applicant_name: 'Bello Tunde',
        status: 'paid',
        label: 'Paid',
        since: '2026-11-25T10:00:00.000Z',
        days: 5,
      },
    ],
  },
  days,
  activity: [
    {
      id: 'transcript-4',
      kind: 'transcript',
      application_id: 4,
      tracking_id: 'WXYZ-0000-1111',
      from_label: 'Paid',
      to_label: 'Processing',
      actor_name: 'Adaeze Okafor',
      note: null,
      at: '2026-11-30T09:00:00.000Z',
    },
  ],
  ...overrides,
});

setupTestApi(() => {
  reply = () => ({ status: 200, body: { status: 'success', data: dashboard() } });
  return { 'GET /api/dashboard': () => reply() };
});

it('shows revenue, counts by status, overdue requests, the 30-day charts and activity', async () => {
  renderApp('/admin/overview');
  const revenue = await screen.findByRole('region', { name: 'Revenue' });
  expect(within(revenue).getByText('₦15,000.00')).toBeInTheDocument();
  expect(within(revenue).getByText('₦42,500.50')).toBeInTheDocument();

  const counts = within(screen.getByRole('region', { name: 'Requests by status' }));
  const processing = counts.getByRole('row', { name: /Processing/ });
  expect(
    within(processing)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['6', '1']);
  expect(counts.getByRole('row', { name: /All/ })).toHaveTextContent('All153');

  const overdue = within(screen.getByRole('region', { name: 'Overdue requests (1)' }));
  expect(
    overdue.getByText(/Paid for more than 3 working days; Processing for more than 7 working days/),
  ).toBeInTheDocument();
  expect(overdue.getByRole('link', { name: 'ABCD-EFGH-JKMN' })).toHaveAttribute(
    'href',
    '/admin/certificate-applications/9',
  );
  expect(overdue.getByText(/Paid for 5 days/)).toBeInTheDocument();

  const requests = screen.getByRole('img', { name: /Requests per day, Nov 1 to Nov 30: 5 in all/ });
  expect(requests.getAttribute('aria-label')).toContain('highest 3 on Nov 30');
  expect(
    screen.getByRole('img', { name: /Revenue per day.*₦15,000.00 in all/ }),
  ).toBeInTheDocument();
  const table = screen.getAllByRole('table', { name: 'Requests per day' })[0]!;
  expect(within(table).getByRole('row', { name: 'Nov 29 2' })).toBeInTheDocument();

  const activity = within(screen.getByRole('region', { name: 'Recent activity' }));
  expect(activity.getByRole('link', { name: 'WXYZ-0000-1111' })).toHaveAttribute(
    'href',
    '/admin/applications/4',
  );
  expect(activity.getByText('Paid → Processing')).toBeInTheDocument();
  expect(activity.getByText(/by Adaeze Okafor/)).toBeInTheDocument();
});

it('leaves out what the role may not see (the server sends null)', async () => {
  reply = () => ({
    status: 200,
    body: {
      status: 'success',
      data: dashboard({
        revenue: null,
        overdue: null,
        activity: null,
        days: days.map((d) => ({ ...d, revenue: null })),
      }),
    },
  });
  renderApp('/admin/overview');
  expect(await screen.findByRole('region', { name: 'Requests by status' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Revenue' })).toBeNull();
  expect(screen.queryByRole('region', { name: /Overdue/ })).toBeNull();
  expect(screen.queryByRole('region', { name: 'Recent activity' })).toBeNull();
  expect(screen.queryByRole('img', { name: /Revenue per day/ })).toBeNull();
});

it('says so when there are no requests and nothing is overdue', async () => {
  reply = () => ({
    status: 200,
    body: {
      status: 'success',
      data: dashboard({
        counts: {
          transcript: statuses.map((status) => ({ status, label: labels[status], count: 0 })),
          certificate: [],
        },
        overdue: { rules: [], total: 0, items: [] },
        activity: [],
      }),
    },
  });
  renderApp('/admin/overview');
  expect(await screen.findByText(/No requests yet/)).toBeInTheDocument();
  expect(screen.getByText('Nothing is overdue.')).toBeInTheDocument();
  expect(screen.getByText('No status changes yet.')).toBeInTheDocument();
});

it('shows a failed load with a way to try again', async () => {
  reply = () => ({ status: 500, body: { status: 'error', message: 'Server down' } });
  const { user } = renderApp('/admin/overview');
  const text = await screen.findByText('The dashboard could not be loaded.');
  reply = () => ({ status: 200, body: { status: 'success', data: dashboard() } });
  await user.click(within(text.parentElement!).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('region', { name: 'Revenue' })).toBeInTheDocument();
});
