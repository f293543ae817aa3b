import type { TMessage, TPostTrackedMessageRequest } from '@registrar/shared-api';
import { screen, within } from '@testing-library/react';
import { ok } from '../../testing/fixtures';
import { setupPortalServer } from '../../testing/portal-server';
import { renderPortal } from '../../testing/render-portal';

const thread: TMessage[] = [
  {
    id: 1,
    sender: 'applicant',
    body: 'When will it ship?',
    created_at: '2025-03-07T09:00:00Z',
    attachment: null,
  },
  {
    id: 2,
    sender: 'staff',
    body: 'This week.',
    created_at: '2025-03-08T09:00:00Z',
    attachment: null,
  },
];

const server = setupPortalServer({
  'GET /api/applications/track/ABCD-1234-EFGH/messages': ({ query }) =>
    query.get('email') === 'tolu@example.com'
      ? ok(thread)
      : { status: 404, body: { status: 'error', message: 'No application was found.' } },
  // A certificate application's reference: the same endpoint, which says what it found.
  'GET /api/applications/track/CERT-1234-EFGH/messages': () => ({
    status: 200,
    body: { status: 'success', data: thread, kind: 'certificate_application' },
  }),
  'POST /api/applications/track/ABCD-1234-EFGH/messages': ({ body }) => {
    const sent = body as TPostTrackedMessageRequest;
    return ok({
      id: 3,
      sender: 'applicant',
      body: sent.body,
      created_at: '2025-03-09T09:00:00Z',
      attachment: sent.attachment
        ? {
            id: 9,
            file_name: sent.attachment.file_name,
            content_type: sent.attachment.content_type,
            size_bytes: atob(sent.attachment.content_base64).length,
          }
        : null,
    });
  },
});

/** Opens the thread at `path` with the applicant's email. */
const openThread = async (path: string) => {
  const { user } = renderPortal(path);
  await user.type(
    await screen.findByRole('textbox', { name: /Email address/ }),
    'tolu@example.com',
  );
  await user.click(screen.getByRole('button', { name: 'Show messages' }));
  return { user, list: await screen.findByRole('list', { name: 'Messages' }) };
};

describe('Application messages', () => {
  it('opens the thread with the email, marks new replies, and sends a message', async () => {
    const { user, list } = await openThread('/track/ABCD-1234-EFGH/messages');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('New')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Thank you');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await within(list).findByText('Thank you')).toBeInTheDocument();
    expect(server.requests.at(-1)?.body).toEqual({ email: 'tolu@example.com', body: 'Thank you' });
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Track this application' })).toHaveAttribute(
      'href',
      '/track?reference=ABCD-1234-EFGH',
    );
  });

  it('sends the document a hold asks for, and refuses a file too large before sending it', async () => {
    const { user, list } = await openThread('/track/ABCD-1234-EFGH/messages');
    const field = screen.getByLabelText('Attach a document (optional)');
    expect(field).toHaveAccessibleDescription(/PDF, JPEG or PNG of at most 5\.0 MB/);

    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    await user.upload(field, new File([big], 'scan.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('The file must be at most 5 MB')).toBeInTheDocument();
    const before = server.requests.length;

    const pdf = new File(['%PDF-1.7 affidavit'], 'affidavit.pdf', { type: 'application/pdf' });
    await user.upload(field, pdf);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await within(list).findByText('Attached: affidavit.pdf (18 bytes)')).toBeInTheDocument();
    const sent = server.requests.slice(before).at(-1)?.body as TPostTrackedMessageRequest;
    expect(sent).toMatchObject({
      email: 'tolu@example.com',
      body: '',
      attachment: { file_name: 'affidavit.pdf', content_type: 'application/pdf' },
    });
    expect(atob(sent.attachment!.content_base64)).toBe('%PDF-1.7 affidavit');
    expect(screen.queryByText('The file must be at most 5 MB')).not.toBeInTheDocument();
  });

  it('asks for words or a document before sending', async () => {
    const { user } = await openThread('/track/ABCD-1234-EFGH/messages');
    const before = server.requests.length;
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter your message, or attach a document')).toBeInTheDocument();
    expect(server.requests).toHaveLength(before);
  });

  it("opens a certificate application's thread the same way, with its tracking link", async () => {
    const { list } = await openThread('/track/CERT-1234-EFGH/messages');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Track this application' })).toHaveAttribute(
      'href',
      '/track?reference=CERT-1234-EFGH',
    );
  });

  it('asks for the reference and email on /messages', async () => {
    const { user } = renderPortal('/messages');
    await user.click(await screen.findByRole('button', { name: 'Show messages' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link')).toHaveLength(2);
  });
});
