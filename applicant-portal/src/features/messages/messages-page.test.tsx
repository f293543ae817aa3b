import type { TMessage } from '@registrar/shared-api';
import { screen, within } from '@testing-library/react';
import { ok } from '../../testing/fixtures';
import { setupPortalServer } from '../../testing/portal-server';
import { renderPortal } from '../../testing/render-portal';

const thread: TMessage[] = [
  { id: 1, sender: 'applicant', body: 'When will it ship?', created_at: '2025-03-07T09:00:00Z' },
  { id: 2, sender: 'staff', body: 'This week.', created_at: '2025-03-08T09:00:00Z' },
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
  'POST /api/applications/track/ABCD-1234-EFGH/messages': ({ body }) =>
    ok({
      id: 3,
      sender: 'applicant',
      body: (body as { body: string }).body,
      created_at: '2025-03-09T09:00:00Z',
    }),
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
