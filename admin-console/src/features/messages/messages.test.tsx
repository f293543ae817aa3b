import { screen, waitFor, within } from '@testing-library/react';
import { type TMessageThread, type TStaffMessage } from '@registrar/shared-api';
import { type RecordedRequest, type Reply } from '../../../../jest/support/test-server';
import { renderApp } from '../../testing/render-admin';
import { setupTestApi } from '../../testing/test-api';
import { detail, page, summary } from '../../testing/transcript-fixtures';
import { onePage } from '../../testing/paginated';

let threadsReply: (request: RecordedRequest) => Reply;
let thread: TStaffMessage[];

const threadRow = (id: number, unread: number, overrides: Partial<TMessageThread> = {}) => ({
  kind: 'application' as TMessageThread['kind'],
  application_id: id,
  tracking_id: `ABCD-${String(id).padStart(4, '0')}-WXYZ`,
  applicant_name: `Okafor Ada${String(id)}`,
  matric_number: `MAT/${String(id)}`,
  email: `ada${String(id)}@example.com`,
  status: 'processing' as const,
  enums: { status: 'Processing' },
  unread_count: unread,
  message_count: 3,
  last_message: {
    sender: 'applicant' as const,
    excerpt: `Message from ${String(id)}`,
    created_at: '2026-11-20T09:05:00.000Z',
  },
  ...overrides,
});
const inbox = (rows: ReturnType<typeof threadRow>[], unreadThreads: number): Reply => ({
  status: 200,
  body: {
    status: 'success',
    data: { ...onePage(rows), unread_threads: unreadThreads },
  },
});
const requestsTo = (method: string, path: string) =>
  testServer().requests.filter((r) => r.method === method && r.path === path);

const testServer = setupTestApi(() => {
  threadsReply = () => inbox([], 0);
  thread = [
    {
      id: 1,
      sender: 'applicant',
      body: 'When will my transcript be ready?',
      created_at: '2026-11-20T09:05:00.000Z',
      attachment: null,
      staff_name: null,
      read_at: null,
    },
  ];
  return {
    'GET /api/messages/threads': (request) => threadsReply(request),
    'GET /api/applications/7': () => ({ status: 200, body: { status: 'success', data: detail() } }),
    'GET /api/applications/7/messages': () => ({
      status: 200,
      body: { status: 'success', data: thread },
    }),
    'POST /api/applications/7/messages': (request) => {
      const message: TStaffMessage = {
        id: thread.length + 1,
        sender: 'staff',
        body: (request.body as { body: string }).body,
        created_at: '2026-11-21T09:05:00.000Z',
        attachment: null,
        staff_name: 'Adaeze Okafor',
        read_at: null,
      };
      thread = [...thread, message];
      return { status: 200, body: { status: 'success', message: 'Reply sent', data: message } };
    },
    'GET /api/applications': (request) =>
      request.query.get('search') === 'okafor' ? page([summary(7)]) : page([]),
  };
});

describe('inbox', () => {
  it('lists the threads in the server order with unread counts and links', async () => {
    threadsReply = () => inbox([threadRow(3, 2), threadRow(5, 0)], 1);
    renderApp('/admin/messages');
    expect(await screen.findByText('1 unread conversation; 2 shown')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /ABCD-/ });
    expect(links.map((l) => l.textContent)).toEqual(['ABCD-0003-WXYZ, 2 unread', 'ABCD-0005-WXYZ']);
    expect(links[0]).toHaveAttribute('href', '/admin/messages/3');
    expect(screen.getByText('Message from 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compose a message' })).toHaveAttribute(
      'href',
      '/admin/compose-message',
    );
  });

  it("links a certificate application's thread to that application's page", async () => {
    threadsReply = () =>
      inbox(
        [
          threadRow(4, 1, {
            kind: 'certificate_application',
            tracking_id: 'CERT-0004-WXYZ',
            enums: { status: 'Processing' },
          }),
          threadRow(5, 0),
        ],
        1,
      );
    renderApp('/admin/messages');
    const certificate = await screen.findByRole('link', { name: /CERT-0004-WXYZ/ });
    expect(certificate.textContent).toBe('CERT-0004-WXYZ, certificate application, 1 unread');
    expect(certificate).toHaveAttribute('href', '/admin/certificate-applications/4');
    expect(within(certificate.closest('li')!).getByText('Certificate')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ABCD-0005-WXYZ' })).toHaveAttribute(
      'href',
      '/admin/messages/5',
    );
  });

  it('searches and shows only unread threads through the URL', async () => {
    const { user } = renderApp('/admin/messages');
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'ada');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'unread');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(
        Object.fromEntries(requestsTo('GET', '/api/messages/threads').at(-1)?.query ?? []),
      ).toEqual({ page: '1', per_page: '10', filter: 'unread', search: 'ada' }),
    );
    expect(await screen.findByText('No conversations match.')).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    threadsReply = () => ({ status: 500, body: { status: 'error', message: 'Down' } });
    const { user } = renderApp('/admin/messages');
    const text = await screen.findByText('The messages could not be loaded.');
    threadsReply = () => inbox([threadRow(3, 1)], 1);
    await user.click(within(text.parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Message from 3')).toBeInTheDocument();
  });
});

describe('a conversation', () => {
  it('opens the thread (which marks it read on the server) and sends a reply', async () => {
    const { user } = renderApp('/admin/messages/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conversation with Okafor Ada' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('When will my transcript be ready?')).toBeInTheDocument();
    expect(requestsTo('GET', '/api/applications/7/messages')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'ABCD-0007-WXYZ' })).toHaveAttribute(
      'href',
      '/admin/applications/7',
    );

    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByLabelText('Reply to the applicant')).toHaveAccessibleDescription(
      /This field is required/,
    );
    await user.type(screen.getByLabelText('Reply to the applicant'), 'It goes out tomorrow.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('It goes out tomorrow.')).toBeInTheDocument();
    expect(requestsTo('POST', '/api/applications/7/messages')[0]?.body).toEqual({
      body: 'It goes out tomorrow.',
    });
    expect(screen.getByLabelText('Reply to the applicant')).toHaveValue('');
  });

  it('says so for an application that does not exist', async () => {
    renderApp('/admin/messages/99');
    expect(await screen.findByText('No such application.')).toBeInTheDocument();
  });
});

describe('compose', () => {
  it('finds an application, then writes to its applicant and opens the thread', async () => {
    const { user } = renderApp('/admin/compose-message');
    await screen.findByRole('heading', { level: 1, name: 'Compose Message' });

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const problem = (await screen.findByText('There is a problem')).closest('[role="alert"]');
    expect(problem).toHaveTextContent('Choose the application to write about');
    expect(problem).toHaveTextContent('This field is required');

    await user.type(screen.getByRole('searchbox', { name: /Tracking id/ }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText(/No application matches/)).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: /Tracking id/ }));
    await user.type(screen.getByRole('searchbox', { name: /Tracking id/ }), 'okafor');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.click(
      await screen.findByRole('button', { name: 'Write to Okafor Ada7 about ABCD-0007-WXYZ' }),
    );
    expect(
      screen.getByText(/To Okafor Ada7 \(ada7@example.com\) about ABCD-0007-WXYZ/),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'Please send your ID card.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conversation with Okafor Ada' }),
    ).toBeInTheDocument();
    expect(requestsTo('POST', '/api/applications/7/messages')[0]?.body).toEqual({
      body: 'Please send your ID card.',
    });
    expect(await screen.findByText('Please send your ID card.')).toBeInTheDocument();
  });
});
