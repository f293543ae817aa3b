import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import {
  createAppStore,
  type TApplicationCopy,
  type TApplicationStatus,
  type TAuthUser,
  type TDocumentLink,
} from '@registrar/shared-api';
import { NotificationArea } from '@registrar/shared-ui';
import type { RecordedRequest, Reply } from '../../../../../jest/support/test-server';
import { staffUser } from '../../../testing/render-admin';
import { ok, setupTestApi } from '../../../testing/test-api';
import { detail } from '../../../testing/transcript-fixtures';
import { DocumentsSection } from './documents-section';

const softCopy = (id: number, email: string): TApplicationCopy => ({
  id,
  purpose: 'Further Studies',
  type: 'undergraduate',
  format: 'soft_copy',
  enums: { format: 'Soft copy' },
  rate: 500_000,
  delivery_fee: 0,
  region_id: null,
  courier_id: null,
  recipient_name: null,
  recipient_address: null,
  recipient_email: email,
  reference_number: null,
  recipient_id: null,
  receiver_confirmed_at: null,
  courier_name: null,
  waybill_number: null,
  dispatched_at: '2026-11-21T09:00:00.000Z',
});

const link = (overrides: Partial<TDocumentLink> = {}): TDocumentLink => ({
  id: 12,
  copy_id: 81,
  recipient: 'admissions@uni.example',
  document_title: 'Official transcript',
  state: 'active',
  expires_at: '2026-11-28T09:00:00.000Z',
  max_downloads: 5,
  download_count: 2,
  last_downloaded_at: '2026-11-22T10:00:00.000Z',
  revoked_at: null,
  created_at: '2026-11-21T09:00:00.000Z',
  verification_code: '7K3M9QXD2F8HTB4N',
  document_revoked_at: null,
  revoke_reason: null,
  ...overrides,
});
/** An earlier link of the same copy and document, replaced by link 12, never downloaded. */
const replaced = link({
  id: 11,
  state: 'replaced',
  download_count: 0,
  last_downloaded_at: null,
  revoked_at: '2026-11-21T09:00:00.000Z',
  created_at: '2026-11-20T09:00:00.000Z',
});

let links: TDocumentLink[];
let listReply: () => Reply;
let resendReply: (request: RecordedRequest) => Reply;
let revokeReply: (request: RecordedRequest) => Reply;
const testServer = setupTestApi(() => {
  links = [link(), replaced];
  listReply = () => ok(links);
  resendReply = () => {
    const fresh = link({ id: 13, download_count: 0, last_downloaded_at: null });
    links = [fresh, { ...links[0]!, state: 'replaced' }, ...links.slice(1)];
    return ok(fresh, 'A new download link was sent');
  };
  revokeReply = ({ body }) => {
    links = links.map((l) => ({
      ...l,
      state: 'revoked' as const,
      document_revoked_at: '2026-11-22T12:00:00.000Z',
      revoke_reason: (body as { reason: string }).reason,
    }));
    return ok(links[0], 'Document revoked');
  };
  return {
    'GET /api/applications/7/document-links': () => listReply(),
    'POST /api/applications/7/document-links': (request) => resendReply(request),
    'POST /api/applications/7/document-links/12/revoke': (request) => revokeReply(request),
  };
});

function renderSection(
  status: TApplicationStatus = 'sent',
  copies = [softCopy(81, 'x@y.z')],
  role: TAuthUser['role'] = 'registry_officer',
) {
  const store = createAppStore({
    auth: { token: 'token-1', user: { ...staffUser, role }, status: 'signed-in' },
  });
  const application = detail(status, { copies });
  const view = render(
    <Provider store={store}>
      <DocumentsSection application={application} />
      <NotificationArea />
    </Provider>,
  );
  return {
    user: userEvent.setup(),
    rerender: (next: TApplicationStatus) =>
      view.rerender(
        <Provider store={store}>
          <DocumentsSection application={detail(next, { copies })} />
          <NotificationArea />
        </Provider>,
      ),
  };
}

const section = () => screen.getByRole('region', { name: 'Documents' });

it('lists the links: recipient, document, state, downloads, expiry, code and last download', async () => {
  renderSection();
  expect(screen.getByText('Loading documents')).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Download links' });
  const [, newest, older] = within(table).getAllByRole('row');
  expect(newest).toHaveTextContent('admissions@uni.example');
  expect(newest).toHaveTextContent('Official transcript');
  expect(newest).toHaveTextContent('Active');
  expect(newest).toHaveTextContent('2 of 5');
  expect(newest).toHaveTextContent('7K3M-9QXD-2F8H-TB4N');
  expect(older).toHaveTextContent('Replaced by a newer link');
  expect(older).toHaveTextContent('0 of 5');
  expect(older).toHaveTextContent('Never');
  // The actions sit on the newest link of the copy (and of the document) only.
  expect(
    within(newest!).getByRole('button', { name: 'Send again to admissions@uni.example' }),
  ).toBeVisible();
  expect(within(newest!).getByRole('button', { name: 'Revoke 7K3M-9QXD-2F8H-TB4N' })).toBeVisible();
  expect(within(older!).queryByRole('button')).toBeNull();
});

it('sends a copy again after confirming, says so and shows the new link', async () => {
  const { user } = renderSection('completed');
  await user.click(
    await screen.findByRole('button', { name: 'Send again to admissions@uni.example' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Send this soft copy again?' });
  expect(dialog).toHaveTextContent('admissions@uni.example gets a new download link by email');
  expect(testServer().requests.some((r) => r.method === 'POST')).toBe(false);

  await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
  expect(
    await screen.findByText('A new download link was sent to admissions@uni.example'),
  ).toBeVisible();
  await waitFor(() => expect(within(section()).getAllByRole('row')).toHaveLength(4));
  expect(testServer().requests.find((r) => r.method === 'POST')?.body).toEqual({ copy_id: 81 });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('keeps the confirmation open with the server refusal when sending fails', async () => {
  resendReply = () => ({
    status: 409,
    body: {
      status: 'error',
      message:
        'The uploaded transcript "Scan" cannot carry a verification code: it is password-protected. Upload an unprotected PDF of it (Graduation Copies), then send again.',
      error: 'unstampable_document',
    },
  });
  const { user } = renderSection();
  await user.click(
    await screen.findByRole('button', { name: 'Send again to admissions@uni.example' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Send this soft copy again?' });
  await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(/password-protected/);
});

it('revokes a document with a required reason; the rows then say revoked, without actions', async () => {
  const { user } = renderSection('delivered');
  await user.click(await screen.findByRole('button', { name: 'Revoke 7K3M-9QXD-2F8H-TB4N' }));
  const dialog = await screen.findByRole('dialog', { name: 'Revoke this document?' });
  expect(dialog).toHaveTextContent('will show as revoked to anyone who verifies it');
  await user.click(within(dialog).getByRole('button', { name: 'Revoke document' }));
  expect(within(dialog).getByRole('textbox', { name: /Reason for revoking/ })).toHaveFocus();
  expect(dialog).toHaveTextContent('This field is required');

  await user.type(
    within(dialog).getByRole('textbox', { name: /Reason for revoking/ }),
    'Sent in error',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Revoke document' }));
  expect(await screen.findByText('Document 7K3M-9QXD-2F8H-TB4N revoked')).toBeVisible();
  expect(testServer().requests.find((r) => r.path.endsWith('/revoke'))?.body).toEqual({
    reason: 'Sent in error',
  });
  await waitFor(() => expect(within(section()).getAllByText('Document revoked')).toHaveLength(2));
  expect(within(section()).getAllByText('Sent in error')).toHaveLength(2);
  // Delivered is not sent/completed: no Send again; a revoked document: no Revoke.
  expect(within(section()).queryByRole('button')).toBeNull();
});

it('puts the server refusal of a revocation on the reason field', async () => {
  revokeReply = () => ({
    status: 409,
    body: { status: 'error', message: 'This document is already revoked.' },
  });
  const { user } = renderSection();
  await user.click(await screen.findByRole('button', { name: 'Revoke 7K3M-9QXD-2F8H-TB4N' }));
  const dialog = await screen.findByRole('dialog', { name: 'Revoke this document?' });
  await user.type(within(dialog).getByRole('textbox', { name: /Reason for revoking/ }), 'Again');
  await user.click(within(dialog).getByRole('button', { name: 'Revoke document' }));
  expect(await within(dialog).findByText('This document is already revoked.')).toBeVisible();
});

it('says when nothing was sent yet, and reads the links again once the status changes', async () => {
  links = [];
  const { rerender } = renderSection('processing');
  expect(await screen.findByText(/No download link sent yet/)).toBeVisible();
  links = [link()];
  rerender('sent');
  expect(await screen.findByRole('table', { name: 'Download links' })).toBeVisible();
  expect(testServer().requests.filter((r) => r.method === 'GET')).toHaveLength(2);
});

it('offers a retry when the links cannot be loaded', async () => {
  listReply = () => ({ status: 500, body: { status: 'error' } });
  const { user } = renderSection();
  const alert = (await screen.findByText('The documents could not be loaded.')).closest(
    '[role="alert"]',
  ) as HTMLElement;
  listReply = () => ok(links);
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table', { name: 'Download links' })).toBeVisible();
});

it.each([
  ['an application without soft copies', detail('sent').copies, 'administrator'],
  ['the bursary', [softCopy(81, 'x@y.z')], 'bursary'],
] as const)('is not shown for %s, and asks for nothing', async (_, copies, role) => {
  renderSection('sent', [...copies], role);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('region', { name: 'Documents' })).toBeNull();
  expect(testServer().requests).toHaveLength(0);
});
