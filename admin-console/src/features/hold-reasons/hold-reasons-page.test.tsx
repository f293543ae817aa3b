import { screen, within } from '@testing-library/react';
import { renderApp } from '../../testing/render-admin';
import { ok, setupSettingsServer } from '../../components/settings-crud/testing';

const fees = {
  id: 1,
  name: 'Fees owed to the institution',
  instructions: 'Pay them at the bursary, then reply with the receipt number.',
  applicant_action: 'reply',
  cancel_after_days: 30,
  is_active: true,
};

const getServer = setupSettingsServer(() => ({
  'GET /api/hold-reasons': () => ok([fees]),
  'POST /api/hold-reasons': (request) =>
    ok({ id: 2, ...(request.body as object) }, 'Hold reason added'),
}));

const writes = () => getServer().requests.filter((r) => r.method !== 'GET');

it('lists the reasons with what the applicant must do', async () => {
  renderApp('/admin/hold-reasons', { width: 1280 });
  expect(await screen.findByRole('heading', { level: 1, name: 'Hold Reasons' })).toBeVisible();
  const table = await screen.findByRole('table', { name: 'Hold reasons' });
  const row = (await within(table).findByText(fees.name)).closest('tr') as HTMLElement;
  expect(within(row).getByText('Reply to the registry')).toBeInTheDocument();
  expect(within(row).getByText('After 30 days')).toBeInTheDocument();
});

it('adds a reason only with what the applicant is told', async () => {
  const { user } = renderApp('/admin/hold-reasons', { width: 360 });
  await user.click(await screen.findByRole('button', { name: 'Add a hold reason' }));
  await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Missing statement of result');
  await user.click(screen.getByRole('button', { name: 'Add hold reason' }));
  const told = screen.getByRole('textbox', { name: 'What the applicant is told' });
  expect(told).toHaveAccessibleDescription(/This field is required/);
  expect(writes()).toHaveLength(0);

  await user.type(told, 'Reply with a scan of your statement of result.');
  // Cancelled after 30 days unless staff say otherwise; a number of days or nothing.
  const days = screen.getByRole('textbox', { name: /Cancel and refund after/ });
  expect(days).toHaveValue('30');
  await user.clear(days);
  await user.type(days, '2w');
  await user.click(screen.getByRole('button', { name: 'Add hold reason' }));
  expect(days).toHaveAccessibleDescription(/Enter a whole number of days, or leave it empty/);
  expect(writes()).toHaveLength(0);
  await user.clear(days);
  await user.type(days, '14');
  await user.click(screen.getByRole('button', { name: 'Add hold reason' }));
  expect(await screen.findByText('Hold reason added')).toBeInTheDocument();
  expect(writes()[0]?.body).toEqual({
    name: 'Missing statement of result',
    instructions: 'Reply with a scan of your statement of result.',
    applicant_action: 'reply',
    cancel_after_days: 14,
    is_active: true,
  });
});
