import { screen, within } from '@testing-library/react';
import { type RecordedRequest, type Reply } from '../../../../jest/support/test-server';
import { renderApp } from '../../testing/render-admin';
import { ok, setupTestApi } from '../../testing/test-api';

let putReply: (request: RecordedRequest) => Reply;

const institution = {
  id: 7,
  name: 'University of Lagos',
  acronym: 'UNILAG',
  logo_url: '/images/logo.png',
  text_logo_url: null,
  banner_url: null,
  theme: { primary: '#1d70b8', secondary: '#00703c' },
};

const testServer = setupTestApi(() => {
  putReply = (request) =>
    ok({ ...institution, ...(request.body as object) }, 'Institution updated successfully');
  return {
    'GET /api/institution': () => ok(institution),
    'PUT /api/institutions/7': (request) => putReply(request),
    'GET /api/consent-wording': () =>
      ok({ id: 1, text: 'I consent to the release.', created_at: '2026-11-01T09:00:00.000Z' }),
    'PUT /api/consent-wording': ({ body }) =>
      ok(
        { id: 2, text: (body as { text: string }).text, created_at: '2026-11-29T09:00:00.000Z' },
        'Consent wording saved',
      ),
  };
});

const writes = () => testServer().requests.filter((r) => r.method !== 'GET');
const primaryHex = () => screen.getByRole('textbox', { name: /Primary colour \(hex\)/ });

it('loads the institution into the form', async () => {
  renderApp('/admin/configurations', { width: 360 });
  expect(await screen.findByRole('textbox', { name: 'Institution name' })).toHaveValue(
    'University of Lagos',
  );
  expect(screen.getByRole('textbox', { name: 'Acronym' })).toHaveValue('UNILAG');
  expect(screen.getByRole('textbox', { name: /^Logo URL/ })).toHaveValue('/images/logo.png');
  expect(screen.getByRole('textbox', { name: /^Banner URL/ })).toHaveValue('');
  expect(primaryHex()).toHaveValue('#1d70b8');
  expect(screen.getByLabelText('Secondary colour picker')).toHaveValue('#00703c');
  expect(screen.getByText(/apply saved branding the next time they load/)).toBeInTheDocument();
});

it('repaints the live preview, only, as a colour changes', async () => {
  const { user } = renderApp('/admin/configurations');
  await screen.findByRole('textbox', { name: 'Institution name' });
  const preview = screen.getByTestId('theme-preview');
  expect(preview.style.getPropertyValue('--rg-color-primary')).toBe('#1d70b8');

  await user.clear(primaryHex());
  await user.type(primaryHex(), '#ffdd00');
  expect(preview.style.getPropertyValue('--rg-color-primary')).toBe('#ffdd00');
  // Yellow needs dark text; the readable colour is computed for the preview.
  expect(preview.style.getPropertyValue('--rg-color-on-primary')).toBe('#0b0c0c');
  expect(screen.getByLabelText('Primary colour picker')).toHaveValue('#ffdd00');
  expect(document.documentElement.style.getPropertyValue('--rg-color-primary')).toBe('');
});

it('saves with PUT /institutions/:id and confirms', async () => {
  const { user } = renderApp('/admin/configurations');
  const name = await screen.findByRole('textbox', { name: 'Institution name' });
  await user.clear(name);
  await user.type(name, 'University of Ibadan');
  await user.clear(screen.getByRole('textbox', { name: /^Logo URL/ }));
  await user.type(screen.getByRole('textbox', { name: /^Banner URL/ }), '/images/banner.jpg');
  await user.clear(primaryHex());
  await user.type(primaryHex(), '#8B0000');
  await user.click(screen.getByRole('button', { name: 'Save configuration' }));

  expect(await screen.findByText('Configuration Saved')).toBeInTheDocument();
  expect(writes()).toHaveLength(1);
  expect(writes()[0]).toMatchObject({
    method: 'PUT',
    path: '/api/institutions/7',
    body: {
      name: 'University of Ibadan',
      acronym: 'UNILAG',
      logo_url: null,
      text_logo_url: null,
      banner_url: '/images/banner.jpg',
      theme: { primary: '#8B0000', secondary: '#00703c' },
    },
  });
});

it('blocks a colour that is not #RRGGBB', async () => {
  const { user } = renderApp('/admin/configurations');
  await screen.findByRole('textbox', { name: 'Institution name' });
  await user.clear(primaryHex());
  await user.type(primaryHex(), 'blue');
  await user.click(screen.getByRole('button', { name: 'Save configuration' }));

  expect(primaryHex()).toHaveAttribute('aria-invalid', 'true');
  expect(primaryHex()).toHaveAccessibleDescription(/Please enter a colour as #RRGGBB/);
  expect(primaryHex()).toHaveFocus();
  // The preview keeps the last valid colour.
  expect(screen.getByTestId('theme-preview').style.getPropertyValue('--rg-color-primary')).toBe(
    '#1d70b8',
  );
  expect(writes()).toHaveLength(0);
});

it("puts the server's field errors on the fields", async () => {
  putReply = () => ({
    status: 422,
    body: {
      status: 'error',
      message: 'The given data was invalid.',
      errors: {
        acronym: ['This acronym is too long for the header'],
        'theme.secondary': ['Choose a darker colour'],
      },
    },
  });
  const { user } = renderApp('/admin/configurations');
  await screen.findByRole('textbox', { name: 'Institution name' });
  await user.click(screen.getByRole('button', { name: 'Save configuration' }));

  const acronym = screen.getByRole('textbox', { name: 'Acronym' });
  await screen.findByText('This acronym is too long for the header');
  expect(acronym).toHaveAttribute('aria-invalid', 'true');
  expect(acronym).toHaveAccessibleDescription(/This acronym is too long/);
  expect(
    screen.getByRole('textbox', { name: /Secondary colour \(hex\)/ }),
  ).toHaveAccessibleDescription(/Choose a darker colour/);
  expect(screen.queryByText('Configuration Saved')).not.toBeInTheDocument();
});

it('offers to try again when the institution cannot be loaded', async () => {
  testServer().setRoutes({
    'GET /api/institution': () => ({ status: 500, body: { status: 'error', message: 'Boom' } }),
  });
  renderApp('/admin/configurations');
  expect(await screen.findByText('The institution could not be loaded.')).toBeInTheDocument();
  const institutionError = screen.getByText('The institution could not be loaded.').parentElement;
  expect(
    within(institutionError as HTMLElement).getByRole('button', { name: 'Try again' }),
  ).toBeInTheDocument();
});

it('saves a new version of the consent wording, refusing one too short', async () => {
  const { user } = renderApp('/admin/configurations', { width: 360 });
  const form = within(await screen.findByRole('form', { name: 'Consent wording' }));
  const wording = await form.findByRole('textbox', { name: 'Wording' });
  expect(wording).toHaveValue('I consent to the release.');
  expect(form.getByText(/Version 1, in force since/)).toBeInTheDocument();
  await user.clear(wording);
  await user.type(wording, 'Too short');
  await user.click(form.getByRole('button', { name: 'Save as a new version' }));
  expect(wording).toHaveAccessibleDescription(/Write at least 20 characters/);
  expect(writes()).toHaveLength(0);
  await user.clear(wording);
  await user.type(
    wording,
    'I consent to the registry releasing my transcript to the receivers named.',
  );
  await user.click(form.getByRole('button', { name: 'Save as a new version' }));
  expect(await form.findByText(/Version 2, in force since/)).toBeInTheDocument();
  expect(writes().at(-1)?.body).toEqual({
    text: 'I consent to the registry releasing my transcript to the receivers named.',
  });
});
