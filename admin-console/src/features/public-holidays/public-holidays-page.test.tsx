import { screen, within } from '@testing-library/react';
import { renderApp } from '../../testing/render-admin';
import { ok, setupSettingsServer } from '../../components/settings-crud/testing';

const goodFriday = { id: 1, date: '2026-04-03', name: 'Good Friday' };

const getServer = setupSettingsServer(() => ({
  'GET /api/public-holidays': () => ok([goodFriday]),
  'POST /api/public-holidays': (request) =>
    ok({ id: 2, ...(request.body as object) }, 'Public holiday added'),
  'DELETE /api/public-holidays/1': () => ok({ id: 1 }, 'Public holiday deleted'),
}));

const writes = () => getServer().requests.filter((r) => r.method !== 'GET');

it('lists the holidays with their day in full', async () => {
  renderApp('/admin/public-holidays', { width: 1366 });
  expect(await screen.findByRole('heading', { level: 1, name: 'Public Holidays' })).toBeVisible();
  const table = await screen.findByRole('table', { name: 'Public holidays' });
  const row = (await within(table).findByText('Good Friday')).closest('tr') as HTMLElement;
  expect(within(row).getByText('3 April 2026')).toBeInTheDocument();
});

it('adds a holiday only on a real day, at 360 px', async () => {
  const { user } = renderApp('/admin/public-holidays', { width: 360 });
  await user.click(await screen.findByRole('button', { name: 'Add a public holiday' }));
  const date = screen.getByRole('textbox', { name: 'Date' });
  await user.type(date, '2027-02-30');
  await user.type(screen.getByRole('textbox', { name: 'Holiday' }), 'Eid al-Fitr');
  await user.click(screen.getByRole('button', { name: 'Add public holiday' }));
  expect(date).toHaveAccessibleDescription(/Enter a real date/);
  expect(writes()).toHaveLength(0);

  await user.clear(date);
  await user.type(date, '2027-03-10');
  await user.click(screen.getByRole('button', { name: 'Add public holiday' }));
  expect(await screen.findByText('Public holiday added')).toBeInTheDocument();
  expect(writes()[0]?.body).toEqual({ date: '2027-03-10', name: 'Eid al-Fitr' });
});

it('deletes a holiday after asking', async () => {
  const { user } = renderApp('/admin/public-holidays', { width: 1366 });
  const table = await screen.findByRole('table', { name: 'Public holidays' });
  await user.click(await within(table).findByRole('button', { name: /Delete Good Friday/ }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: /Delete/ }));
  expect(await screen.findByText('Public holiday deleted')).toBeInTheDocument();
  expect(writes().map((w) => [w.method, w.path])).toEqual([['DELETE', '/api/public-holidays/1']]);
});
