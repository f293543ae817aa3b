import { screen, within } from '@testing-library/react';
import { renderApp } from '../../testing/render-admin';
import { ok, setupSettingsServer } from '../../components/settings-crud/testing';

const wes = {
  id: 1,
  name: 'World Education Services (WES), Canada',
  kind: 'evaluator',
  email: null,
  address: 'World Education Services\n2 Carlton Street, Suite 1400\nToronto, Ontario M5B 1J3',
  abroad: true,
  accepts_soft_copy: false,
  accepts_hard_copy: true,
  reference_required: true,
  reference_label: 'WES reference number',
  reference_format: null,
  notes: null,
  is_active: true,
};

const getServer = setupSettingsServer(() => ({
  'GET /api/recipients': () => ok([wes]),
  'POST /api/recipients': (request) =>
    ok({ id: 2, notes: null, ...(request.body as object) }, 'Recipient added'),
}));

const writes = () => getServer().requests.filter((r) => r.method !== 'GET');

it('lists the receivers with what each takes and the reference it asks for', async () => {
  renderApp('/admin/recipients', { width: 1280 });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Recipient Directory' }),
  ).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Recipients' });
  const row = (await within(table).findByText(wes.name)).closest('tr') as HTMLElement;
  expect(within(row).getByText('Credential evaluator')).toBeInTheDocument();
  expect(within(row).getByText('Hard copy (abroad)')).toBeInTheDocument();
  expect(within(row).getByText('WES reference number')).toBeInTheDocument();
});

it('says, as the contract does, what a receiver lacks for what it takes, and sends nothing', async () => {
  const { user } = renderApp('/admin/recipients');
  await user.click(await screen.findByRole('button', { name: 'Add a recipient' }));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Scholaro');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'evaluator');
  await user.click(screen.getByRole('checkbox', { name: 'Takes soft copies by email' }));
  await user.click(screen.getByRole('button', { name: 'Add recipient' }));

  expect(
    screen.getByRole('textbox', { name: 'Email for soft copies' }),
  ).toHaveAccessibleDescription(/Give the email address soft copies go to/);
  expect(
    screen.getByRole('textbox', { name: 'Address for hard copies' }),
  ).toHaveAccessibleDescription(/Give the address hard copies go to/);
  expect(writes()).toHaveLength(0);

  await user.type(
    screen.getByRole('textbox', { name: 'Email for soft copies' }),
    'in@scholaro.example',
  );
  await user.type(
    screen.getByRole('textbox', { name: 'Address for hard copies' }),
    '1 Road{Enter}Accra',
  );
  await user.click(screen.getByRole('checkbox', { name: /Abroad/ }));
  await user.click(screen.getByRole('checkbox', { name: 'Requires its own reference number' }));
  await user.type(screen.getByRole('textbox', { name: /Reference format/ }), 'SCH-9999');
  await user.click(screen.getByRole('button', { name: 'Add recipient' }));
  expect(await screen.findByText('Recipient added')).toBeInTheDocument();
  expect(writes()[0]?.body).toEqual({
    name: 'Scholaro',
    kind: 'evaluator',
    email: 'in@scholaro.example',
    address: '1 Road\nAccra',
    abroad: true,
    accepts_soft_copy: true,
    accepts_hard_copy: true,
    reference_required: true,
    reference_label: null,
    reference_format: 'SCH-9999',
    notes: null,
    is_active: true,
  });
});
