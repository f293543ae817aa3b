import { screen, within } from '@testing-library/react';
import type { TSigningKey } from '@registrar/shared-api';
import { failed, ok, setupTestApi } from '../../components/file-transfer/testing';
import { renderApp } from '../../testing/render-admin';

const CURRENT = 'a'.repeat(64);
const EARLIER = 'b'.repeat(64);
const key = (fingerprint: string, overrides: Partial<TSigningKey>): TSigningKey => ({
  fingerprint,
  subject: 'Demo University Registry',
  development: false,
  state: 'trusted',
  signing_now: false,
  valid_from: '2025-01-01T00:00:00.000Z',
  valid_until: '2027-01-01T00:00:00.000Z',
  first_used_at: '2025-01-02T09:00:00.000Z',
  retired_at: null,
  retired_by_name: null,
  retire_reason: null,
  ...overrides,
});
let isRetired = false;
let isBroken = false;
let isCurrentRetired = false;

afterEach(() => {
  isCurrentRetired = false;
  isBroken = false;
});

const server = setupTestApi(() => ({
  'GET /api/signing-keys': () =>
    isBroken
      ? failed(500, 'Server error')
      : ok([
          key(CURRENT, {
            subject: 'Demo University Registry 2027',
            state: isCurrentRetired ? 'retired' : 'current',
            signing_now: true,
          }),
          key(
            EARLIER,
            isRetired
              ? {
                  state: 'retired',
                  retired_at: '2026-11-29T10:00:00.000Z',
                  retired_by_name: 'Ada Admin',
                  retire_reason: 'Key file on a stolen laptop',
                }
              : {},
          ),
          key('c'.repeat(64), {
            subject: 'Registrar development signing key, not trusted',
            development: true,
            state: 'development',
          }),
        ]),
  [`POST /api/signing-keys/${EARLIER}/retire`]: (request) => {
    isRetired = true;
    expect(request.body).toEqual({ reason: 'Key file on a stolen laptop' });
    return ok(key(EARLIER, { state: 'retired' }), 'Key retired');
  },
}));

it('lists each key with what it means for the documents it signed, and retires a leaked one', async () => {
  const { user } = renderApp('/admin/signing-keys', { width: 360 });
  expect(await screen.findByRole('heading', { level: 1, name: 'Signing keys' })).toBeVisible();
  const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
  const current = await rowOf('Demo University Registry 2027');
  expect(within(current).getByText('Signing now')).toBeInTheDocument();
  expect(within(current).queryByRole('button', { name: /^Retire/ })).toBeNull();
  const development = await rowOf('Registrar development signing key, not trusted');
  expect(within(development).getByText('Development, no longer trusted')).toBeInTheDocument();
  expect(within(development).queryByRole('button', { name: /^Retire/ })).toBeNull();

  const earlier = await rowOf('Demo University Registry');
  expect(within(earlier).getByText('Trusted')).toBeInTheDocument();
  expect(within(earlier).getByText(`SHA-256 ${EARLIER}`)).toBeInTheDocument();
  await user.click(
    within(earlier).getByRole('button', { name: `Retire the key ${'b'.repeat(16)}` }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Retire this key?' });
  expect(dialog).toHaveTextContent('not issued by the institution');
  await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
  expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
  await user.type(
    within(dialog).getByRole('textbox', { name: /^Reason/ }),
    'Key file on a stolen laptop',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
  expect(await screen.findByText(/By Ada Admin, .*: Key file on a stolen laptop/)).toBeVisible();
  const sent = server().requests.find((r) => r.path === `/api/signing-keys/${EARLIER}/retire`);
  expect(sent?.body).toEqual({ reason: 'Key file on a stolen laptop' });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('says so when the key this server signs with is no longer trusted', async () => {
  isCurrentRetired = true;
  renderApp('/admin/signing-keys');
  const said = await screen.findByText(/^This server signs with a key that is no longer trusted/);
  expect(said.closest('[role="alert"]')).not.toBeNull();
});

it('offers a retry when the keys cannot be loaded', async () => {
  isBroken = true;
  const { user } = renderApp('/admin/signing-keys');
  const retry = await screen.findByRole('button', { name: /try again/i });
  isBroken = false;
  await user.click(retry);
  expect(await screen.findByText('Signing now')).toBeInTheDocument();
});
