import { screen, waitFor, within } from '@testing-library/react';
import {
  formatInstitutionTime,
  type TRecordsSource,
  type TRecordsSourceSettings,
  type TSyncRun,
} from '@registrar/shared-api';
import { failed, ok, setupTestApi } from '../../testing/test-api';
import { paginated, queryOf } from '../../testing/paginated';
import { renderApp } from '../../testing/render-admin';
import { counts, recordsSource, syncRun } from './records-source.test-fixtures';
import { runPolling } from './use-run-polling';

const RUNS = '/api/records-sync/runs';
let source: TRecordsSource;
let runs: TSyncRun[];
let isRunsBroken: boolean;
/** GET of run 12 answers "reading" this many times before it is ready. */
let readsLeft: number;

beforeEach(() => {
  source = recordsSource({ kind: 'none', base_url: null, token_configured: false });
  runs = [];
  isRunsBroken = false;
  readsLeft = 1;
  runPolling.intervalMs = 20;
});
afterEach(() => {
  runPolling.intervalMs = 2000;
});

const server = setupTestApi(() => ({
  'GET /api/records-source': () => ok(source),
  'PUT /api/records-source': (request) => {
    const body = request.body as TRecordsSourceSettings;
    if (body.base_url === 'https://sis.example.edu/closed/') {
      return failed(422, 'The given data was invalid.', {
        base_url: ['This address is closed to the server'],
      });
    }
    source = {
      ...source,
      ...body,
      token_configured: true,
      next_run_at: body.sync_every_hours ? '2026-11-21T09:00:00.000Z' : null,
    };
    return ok(source, 'Records source saved');
  },
  'POST /api/records-source/check': () =>
    ok({
      ok: true,
      message: 'The feed answered: 2 session(s), 1 programme(s).',
      sessions: 2,
      programmes: 1,
      elapsed_ms: 42,
    }),
  [`GET ${RUNS}`]: (request) => {
    if (isRunsBroken) return failed(500, 'Server error');
    const page = Number(queryOf(request).page ?? 1);
    const last = Math.max(1, Math.ceil(runs.length / 10));
    return paginated('/records-sync/runs', runs.slice((page - 1) * 10, page * 10), {
      current: page,
      last,
      total: runs.length,
    });
  },
  [`POST ${RUNS}`]: (request) => {
    const { mode } = request.body as { mode: TSyncRun['mode'] };
    const run = syncRun(runs.length + 1, { status: 'diffing', mode, diffed_at: null });
    runs.unshift(run);
    return ok(run, 'Sync started');
  },
  [`GET ${RUNS}/12`]: () => {
    readsLeft -= 1;
    const reading = readsLeft >= 0;
    const run = syncRun(12, {
      status: reading ? 'diffing' : 'ready',
      diffed_at: reading ? null : '2026-11-20T09:01:00.000Z',
      counts: counts({ new: reading ? 2 : 5, conflict: 1 }),
    });
    runs[0] = run;
    return ok(run);
  },
}));

const requestsTo = (method: string, path: string) =>
  server().requests.filter((r) => r.method === method && r.path === path);

it('sets up the feed with its schedule, says what the server lacks, and checks it', async () => {
  const { user } = renderApp('/admin/records-source', { width: 360 });
  expect(await screen.findByRole('heading', { level: 1, name: 'Records source' })).toBeVisible();
  expect(await screen.findByText('No sync has run yet')).toBeInTheDocument();
  const setup = screen.getByRole('region', { name: 'On the server' });
  expect(within(setup).getAllByText('Not set.')).toHaveLength(2);
  expect(within(setup).getByText('RECORDS_SOURCE_TOKEN')).toBeInTheDocument();
  expect(within(setup).getByText('RECORDS_DROP_DIR')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sync now' })).toBeDisabled();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'http');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const address = screen.getByRole('textbox', { name: /^Feed address/ });
  expect(address).toHaveAccessibleDescription(/This field is required/);
  expect(address).toHaveFocus();
  await user.type(address, 'http://sis.example.edu/');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(address).toHaveAccessibleDescription(
    /Enter an https:\/\/ address \(http:\/\/ only for this machine\)/,
  );
  expect(requestsTo('PUT', '/api/records-source')).toHaveLength(0);

  // The server's own refusal goes beside its field too.
  await user.clear(address);
  await user.type(address, 'https://sis.example.edu/closed/');
  await user.click(screen.getByRole('checkbox', { name: /^Sync on a schedule/ }));
  await user.type(screen.getByRole('textbox', { name: /^Sync every \(hours\)/ }), '24');
  await user.click(screen.getByRole('checkbox', { name: /^Apply scheduled syncs automatically/ }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(address).toHaveAccessibleDescription(/This address is closed to the server/),
  );
  expect(address).toHaveFocus();

  await user.clear(address);
  await user.type(address, 'https://sis.example.edu/registrar/');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Set on the server.')).toBeInTheDocument();
  expect(requestsTo('PUT', '/api/records-source').at(-1)?.body).toEqual({
    kind: 'http',
    base_url: 'https://sis.example.edu/registrar/',
    file_location: null,
    sync_every_hours: 24,
    auto_apply: true,
  });
  expect(
    within(setup).getByText(formatInstitutionTime('2026-11-21T09:00:00.000Z')),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sync now' })).toBeEnabled();

  await user.click(screen.getByRole('button', { name: 'Check' }));
  const said = await screen.findByText(/The feed answered: 2 session\(s\), 1 programme\(s\)\./);
  expect(said.closest('[role="status"]')).toHaveTextContent(/Check passed: .* \(42 ms\)/);
});

it('refuses hours that are not a whole number from 1 to 168 before asking the server', async () => {
  source = recordsSource({ kind: 'file', base_url: null, file_location: 'register.csv' });
  const { user } = renderApp('/admin/records-source');
  await user.click(await screen.findByRole('checkbox', { name: /^Sync on a schedule/ }));
  const hours = screen.getByRole('textbox', { name: /^Sync every \(hours\)/ });
  for (const typed of ['', '2.5', '200']) {
    await user.clear(hours);
    if (typed) await user.type(hours, typed);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(hours).toHaveAccessibleDescription(/Enter a whole number of hours from 1 to 168/);
  }
  expect(requestsTo('PUT', '/api/records-source')).toHaveLength(0);
});

it('syncs now, follows the run until its preview is ready, and pages the older runs', async () => {
  source = recordsSource();
  runs = Array.from({ length: 11 }, (_, i) =>
    syncRun(11 - i, { status: 'applied', counts: counts({ new: 1, applied: 1 }) }),
  );
  const { user } = renderApp('/admin/records-source');
  expect(await screen.findByText('11 sync runs')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Run 11' })).toHaveAttribute(
    'href',
    '/admin/records-source/runs/11',
  );

  await user.click(screen.getByRole('button', { name: 'Sync now' }));
  expect(requestsTo('POST', RUNS).at(-1)?.body).toEqual({ mode: 'full' });
  const row = (await screen.findByRole('link', { name: 'Run 12' })).closest('tr')!;
  // Read once more as "reading", then ready: announced and shown in its row.
  await waitFor(() =>
    expect(screen.getByText('Run 12: Ready to apply')).toHaveAttribute('role', 'status'),
  );
  expect(within(row).getByText('Ready to apply')).toBeInTheDocument();
  expect(
    within(row).getByText('5 new, 0 changed, 1 conflict, 0 rejected, 0 missing'),
  ).toBeVisible();
  expect(requestsTo('GET', `${RUNS}/12`).length).toBeGreaterThanOrEqual(2);

  await user.selectOptions(screen.getByRole('combobox', { name: 'What to read' }), 'incremental');
  await user.click(screen.getByRole('button', { name: 'Sync now' }));
  await waitFor(() => expect(requestsTo('POST', RUNS)).toHaveLength(2));
  expect(requestsTo('POST', RUNS)[1]?.body).toEqual({ mode: 'incremental' });

  await user.click(await screen.findByRole('link', { name: 'Page 2' }));
  expect(await screen.findByRole('link', { name: 'Run 3' })).toBeInTheDocument();
  expect(queryOf(requestsTo('GET', RUNS).at(-1))).toMatchObject({ page: '2', per_page: '10' });
});

it('offers a retry when the runs cannot be loaded', async () => {
  isRunsBroken = true;
  const { user } = renderApp('/admin/records-source');
  const said = await screen.findByText('The sync runs could not be loaded.');
  const alert = said.closest<HTMLElement>('[role="alert"]')!;
  isRunsBroken = false;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No sync has run yet')).toBeInTheDocument();
});
