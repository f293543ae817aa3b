import { screen, waitFor, within } from '@testing-library/react';
import type { TSyncRow, TSyncRun } from '@registrar/shared-api';
import { failed, ok, setupTestApi } from '../../testing/test-api';
import { paginated, queryOf } from '../../testing/paginated';
import { renderApp } from '../../testing/render-admin';
import { counts, syncRow, syncRun } from './records-source.test-fixtures';
import { runPolling } from './use-run-polling';

const RUN = '/api/records-sync/runs/7';
let run: TSyncRun;
let rows: TSyncRow[];
let isBroken: boolean;
/** What the next discard answers: the server's 409 first, if set. */
let discardRefusal: string | null;
/** An applying run stays applying until the test lets it finish. */
let isApplyDone: boolean;

const changed = syncRow(2, {
  kind: 'changed',
  graduate_id: 12,
  changes: { class_of_degree: { from: 'Second Class Upper', to: 'First Class' } },
});
const conflicts = [
  syncRow(3, {
    kind: 'conflict',
    graduate_id: 13,
    name: 'Okonkwo Adaeze',
    reason: 'The record was not made from the source, and the source gives another name',
    changes: {
      surname: { from: 'Okonkwoo', to: 'Okonkwo' },
      other_names: { from: null, to: 'Chioma' },
    },
  }),
  syncRow(4, { kind: 'conflict', graduate_id: 14, name: 'Bello Musa' }),
];

beforeEach(() => {
  run = syncRun(7, {
    counts: counts({ new: 2, changed: 1, conflict: 2, rejected: 1, missing: 1, unchanged: 3 }),
    undecided: 2,
  });
  rows = [
    syncRow(1),
    changed,
    ...conflicts,
    syncRow(5, { kind: 'rejected', reason: 'session 2019/2020, page 1, row 5: surname: Required' }),
    syncRow(6, { kind: 'missing' }),
  ];
  isBroken = false;
  discardRefusal = null;
  isApplyDone = false;
  runPolling.intervalMs = 20;
});
afterEach(() => {
  runPolling.intervalMs = 2000;
});

const server = setupTestApi(() => ({
  [`GET ${RUN}`]: () => {
    if (isBroken) return failed(500, 'Server error');
    if (run.status === 'applying') {
      run = isApplyDone
        ? { ...run, status: 'applied', applied_at: '2026-11-20T09:05:00.000Z' }
        : { ...run, counts: { ...run.counts, applied: 2 } };
    }
    return ok(run);
  },
  [`GET ${RUN}/rows`]: (request) => {
    const { kind, page = '1' } = queryOf(request);
    const listed = rows.filter((row) => (kind ? row.kind === kind : row.kind !== 'unchanged'));
    return paginated('/records-sync/runs/7/rows', listed, { current: Number(page) });
  },
  [`POST ${RUN}/apply`]: () => {
    run = { ...run, status: 'applying', error: null };
    return ok(run, 'Applying');
  },
  [`POST ${RUN}/discard`]: () => {
    if (discardRefusal) return failed(409, discardRefusal);
    run = { ...run, status: 'discarded' };
    return ok(run, 'Run discarded');
  },
  [`POST ${RUN}/rows/3/decision`]: () => decide(3, 'local'),
  [`POST ${RUN}/rows/4/decision`]: () => decide(4, 'source'),
}));

const decide = (seq: number, keep: 'source' | 'local') => {
  rows = rows.map((row) => (row.seq === seq ? { ...row, decision: keep, applied: true } : row));
  run = { ...run, undecided: run.undecided - 1 };
  return ok(
    rows.find((row) => row.seq === seq),
    'Decision recorded',
  );
};
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;

it('previews the rows by kind and applies them after saying what will happen', async () => {
  const { user } = renderApp('/admin/records-source/runs/7', { width: 360 });
  expect(await screen.findByRole('heading', { level: 1, name: 'Sync run 7' })).toBeVisible();
  expect(await screen.findByText('Ready to apply', { selector: 'dd span' })).toBeInTheDocument();
  expect(figure('New')).toHaveTextContent('2');
  expect(figure('Conflicts')).toHaveTextContent('2 (2 undecided)');
  expect(figure('Unchanged')).toHaveTextContent('3');

  const changedRow = await rowOf('Surname2 Ada');
  expect(changedRow).toHaveTextContent('Class of degree: Second Class Upper → First Class');
  expect(await rowOf('Okonkwo Adaeze')).toHaveTextContent('Surname: Okonkwoo → Okonkwo');
  expect(await rowOf('Surname5 Ada')).toHaveTextContent(/page 1, row 5: surname: Required/);
  expect(await rowOf('Surname6 Ada')).toHaveTextContent(/absent from the source now/);

  await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'rejected');
  await waitFor(() => expect(screen.queryByText('Surname2 Ada')).toBeNull());
  expect(await rowOf('Surname5 Ada')).toBeInTheDocument();
  expect(queryOf(server().requests.at(-1))).toMatchObject({ kind: 'rejected' });

  await user.click(screen.getByRole('button', { name: 'Apply' }));
  const dialog = await screen.findByRole('dialog', { name: 'Apply this sync?' });
  expect(dialog).toHaveTextContent('2 new records will be created and 1 record changed.');
  expect(dialog).toHaveTextContent('2 conflicts wait for your decision');
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('heading', { level: 2, name: 'Summary' })).toHaveFocus();

  expect(await screen.findByText('Writing records: 2 of 3')).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toHaveAttribute('value', '2');
  isApplyDone = true;
  await waitFor(() => expect(screen.getByText('Run 7: Applied')).toHaveAttribute('role', 'status'));
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
});

it('decides conflicts: keep the record, or take the source’s values', async () => {
  const { user } = renderApp('/admin/records-source/runs/7?kind=conflict');
  const first = await rowOf('Okonkwo Adaeze');
  await user.click(
    within(first).getByRole('button', { name: 'Keep the record of Okonkwo Adaeze' }),
  );
  expect(await within(first).findByText('Decided: kept the record.')).toHaveFocus();
  const second = await rowOf('Bello Musa');
  await user.click(
    within(second).getByRole('button', { name: "Take the source's values for Bello Musa" }),
  );
  expect(await within(second).findByText("Decided: took the source's values.")).toBeVisible();
  const decisions = server().requests.filter((r) => r.path.endsWith('/decision'));
  expect(decisions.map((r) => [r.path, r.body])).toEqual([
    [`${RUN}/rows/3/decision`, { keep: 'local' }],
    [`${RUN}/rows/4/decision`, { keep: 'source' }],
  ]);
  await waitFor(() => expect(figure('Conflicts')).toHaveTextContent(/^2$/));
});

it('shows the server’s refusal to discard, then discards after saying nothing is written', async () => {
  discardRefusal = 'This run is applying; only a ready run is discarded.';
  const { user } = renderApp('/admin/records-source/runs/7');
  await user.click(await screen.findByRole('button', { name: 'Discard' }));
  const dialog = await screen.findByRole('dialog', { name: 'Discard this sync?' });
  expect(dialog).toHaveTextContent(
    /Nothing is written to the records: the 2 new records and 1 changed record/,
  );
  await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(discardRefusal);
  discardRefusal = null;
  await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await screen.findByText('Discarded', { selector: 'dd span' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Apply/ })).toBeNull();
  expect(await rowOf('Okonkwo Adaeze')).toHaveTextContent('Not decided.');
});

it.each([
  [
    'a failed run with its diff resumes',
    { status: 'failed', error: 'The records source answered 500.' },
    true,
  ],
  ['a failed read has nothing to apply', { status: 'failed', diffed_at: null }, false],
  ['an applied run is done', { status: 'applied' }, false],
] as const)('%s', async (_, overrides, isApplicable) => {
  run = { ...run, ...overrides, counts: { ...run.counts, applied: 1 } };
  const { user } = renderApp('/admin/records-source/runs/7');
  await screen.findByRole('heading', { level: 2, name: 'Summary' });
  expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull();
  const apply = screen.queryByRole('button', { name: 'Apply again' });
  expect(apply !== null).toBe(isApplicable);
  if (!apply) return;
  expect(screen.getByText('The records source answered 500.')).toBeVisible();
  await user.click(apply);
  const dialog = await screen.findByRole('dialog', { name: 'Apply this sync?' });
  expect(dialog).toHaveTextContent(
    'Applying resumes where it stopped: 1 of 3 rows are written already.',
  );
});

it('offers a retry when the run cannot be loaded', async () => {
  isBroken = true;
  const { user } = renderApp('/admin/records-source/runs/7');
  const said = await screen.findByText('This sync run could not be loaded.');
  isBroken = false;
  await user.click(
    within(said.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Try again' }),
  );
  expect(await screen.findByRole('heading', { level: 2, name: 'Summary' })).toBeVisible();
});
