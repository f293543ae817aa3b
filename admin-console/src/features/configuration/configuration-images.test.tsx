import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failed, ok, setupTestApi, type FileRoute } from '../../components/file-transfer/testing';
import { renderApp } from '../../testing/render-admin';

const institution = {
  id: 7,
  name: 'University of Lagos',
  acronym: 'UNILAG',
  logo_url: null,
  text_logo_url: null,
  banner_url: null,
  theme: { primary: '#1d70b8', secondary: '#00703c' },
};
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const LOGO_URL = '/api/institution/assets/logo-0123456789abcdef0123456789abcdef.png';

let uploadReply: FileRoute;
const server = setupTestApi(() => ({
  'GET /api/institution': () => ok(institution),
  'POST /api/institutions/7/assets/logo': (request) => uploadReply(request),
  'PUT /api/institutions/7': (request) => ok({ ...institution, ...(request.body as object) }),
}));

beforeEach(() => {
  uploadReply = (request) =>
    ok(
      {
        kind: 'logo',
        url: LOGO_URL,
        content_type: 'image/png',
        size_bytes: request.raw.length,
        width: 64,
        height: 64,
      },
      'Image uploaded',
    );
});

const png = (name = 'logo.png') => new File([new Uint8Array(PNG)], name, { type: 'image/png' });
const describedAs = (element: HTMLElement, text: string) =>
  waitFor(() => expect(element).toHaveAccessibleDescription(expect.stringContaining(text)));

it('uploads a logo as the raw body, previews it and saves the returned URL with PUT', async () => {
  const { user } = renderApp('/admin/configurations', { width: 360 });
  const input = await screen.findByLabelText('Logo image');
  await user.upload(input, png());

  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: /^Logo URL/ })).toHaveValue(LOGO_URL),
  );
  const upload = server().requests.find((r) => r.method === 'POST');
  expect(upload?.contentType).toBe('image/png');
  expect([...(upload?.raw ?? [])]).toEqual(PNG);
  expect(screen.getByRole('img', { name: 'Logo image: current image' })).toHaveAttribute(
    'src',
    LOGO_URL,
  );
  const preview = screen.getByRole('region', { name: 'Live preview' });
  expect(within(preview).getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
    'src',
    LOGO_URL,
  );

  await user.click(screen.getByRole('button', { name: 'Save configuration' }));
  await waitFor(() => expect(server().requests.some((r) => r.method === 'PUT')).toBe(true));
  const put = server().requests.find((r) => r.method === 'PUT');
  expect((put?.body as { logo_url: string }).logo_url).toBe(LOGO_URL);
});

it('refuses an SVG or an oversize file on the field, and shows the server’s file error', async () => {
  const { user } = renderApp('/admin/configurations');
  const input = await screen.findByLabelText('Logo image');
  const picker = userEvent.setup({ applyAccept: false });

  await picker.upload(
    input,
    new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.svg', { type: 'image/svg+xml' }),
  );
  await describedAs(input, 'SVG images are not accepted');
  expect(input).toHaveAttribute('aria-invalid', 'true');

  const big = png('big.png');
  Object.defineProperty(big, 'size', { value: 3 * 1024 * 1024 });
  await picker.upload(input, big);
  await describedAs(input, 'The image must be at most 2 MB');
  expect(server().requests.some((r) => r.method === 'POST')).toBe(false);

  uploadReply = () =>
    failed(415, 'The file must be a PNG, JPEG or WebP image.', {
      file: ['The file must be a PNG, JPEG or WebP image.'],
    });
  await user.upload(input, png());
  await describedAs(input, 'The file must be a PNG, JPEG or WebP image.');
  await waitFor(() => expect(input).toHaveFocus());
  expect(screen.getByRole('textbox', { name: /^Logo URL/ })).toHaveValue('');
});
