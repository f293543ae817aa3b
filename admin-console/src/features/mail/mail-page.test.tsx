import { screen, waitFor, within } from '@testing-library/react';
import { emailNotSentMessage, type TMailMessage } from '@registrar/shared-api';
import { downloadOne, failed, ok, setupTestApi } from '../../components/file-transfer/testing';
import { pageBody } from '../../testing/paginated';
import { renderApp } from '../../testing/render-admin';

const mail = (id: number, overrides: Partial<TMailMessage> = {}): TMailMessage => ({
  id,
  kind: 'email',
  to: `applicant${String(id)}@example.com`,
  subject: `Application ABCD-1234-EFG${String(id)} received`,
  template: 'application_submitted',
  status: 'sent',
  attempts: 1,
  max_attempts: 5,
  next_attempt_at: null,
  error: null,
  transport: 'smtp',
  text: null,
  entity_type: 'application',
  entity_id: String(id),
  sent_at: '2026-03-07T09:01:00.000Z',
  created_at: '2026-03-07T09:00:00.000Z',
  ...overrides,
});

const refused = mail(2, {
  status: 'failed',
  attempts: 1,
  sent_at: null,
  transport: null,
  error: 'Email could not be sent to this email address.',
});
const queued = mail(3, {
  status: 'pending',
  attempts: 2,
  sent_at: null,
  transport: null,
  error: 'connect ECONNREFUSED 127.0.0.1:25',
  next_attempt_at: '2026-03-07T09:05:00.000Z',
});
const text = mail(4, {
  kind: 'sms',
  to: '+2348035550101',
  subject: 'SMS ABCD-1234-EFG4: Processing',
  template: 'sms_status',
  transport: 'termii',
  text: 'FUTD: your request ABCD-1234-EFG4 is now Processing. Details: https://registry.example/track?reference=ABCD-1234-EFG4',
});

const pageOf = (rows: TMailMessage[], current = 1, last = 2, total = 12) =>
  pageBody('/mail', rows, { current, last, total });

const server = setupTestApi(() => ({
  'GET /api/mail': (request) =>
    ok(pageOf([mail(1), refused, queued, text], Number(request.query.get('page') ?? '1'))),
  'GET /api/mail/1/eml': () => ({
    status: 200,
    raw: 'Subject: Application received\r\n\r\nHello',
    headers: {
      'Content-Type': 'message/rfc822',
      'Content-Disposition': 'attachment; filename="email-1.eml"',
    },
  }),
  'POST /api/mail/2/retry': () =>
    ok({ ...refused, status: 'pending', attempts: 0, error: null }, 'Email queued again'),
}));
const lists = () => server().requests.filter((r) => r.path === '/api/mail');
/** The table row that names `text` (not a dialog or a toast that names it too). */
const rowOf = (text: string) =>
  screen.findByRole('row', { name: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });

it('lists sent, queued and failed emails with attempts and the translated error; filters and pages in the URL', async () => {
  const { user } = renderApp('/admin/mail', { width: 360 });
  expect(await screen.findByRole('heading', { level: 1, name: 'Emails' })).toBeInTheDocument();
  await screen.findByRole('table', { name: 'Emails' });
  expect(await screen.findByText('12 emails')).toBeInTheDocument();

  const sent = await rowOf('applicant1@example.com');
  expect(within(sent).getByText('Sent')).toBeInTheDocument();
  expect(within(sent).getByText('1 of 5')).toBeInTheDocument();
  expect(within(sent).getByText('Application ABCD-1234-EFG1 received')).toBeInTheDocument();

  const failedRow = await rowOf('applicant2@example.com');
  expect(within(failedRow).getByText('Failed')).toBeInTheDocument();
  expect(within(failedRow).getByText(emailNotSentMessage)).toBeInTheDocument();
  expect(within(failedRow).queryByText(refused.error ?? '')).toBeNull();
  expect(within(failedRow).queryByRole('button', { name: /Download/ })).toBeNull();

  const pending = await rowOf('applicant3@example.com');
  expect(within(pending).getByText('Queued')).toBeInTheDocument();
  expect(within(pending).getByText('2 of 5')).toBeInTheDocument();
  expect(within(pending).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument();
  expect(within(pending).getByText(/^Next attempt /)).toBeInTheDocument();
  expect(within(pending).queryByRole('button', { name: /Retry/ })).toBeNull();

  await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'applicant2');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() => expect(lists().at(-1)?.query.get('status')).toBe('failed'));
  expect(Object.fromEntries(lists().at(-1)?.query ?? [])).toEqual({
    page: '1',
    per_page: '10',
    search: 'applicant2',
    status: 'failed',
  });

  // The filtered page's reply, rendered: its paginator.
  await user.click(await screen.findByRole('link', { name: 'Page 2' }));
  await waitFor(() => expect(lists().at(-1)?.query.get('page')).toBe('2'));
  expect(lists().at(-1)?.query.get('status')).toBe('failed');

  await user.click(screen.getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect(lists().at(-1)?.query.get('status')).toBeNull());
});

it('lists a text message with the text as sent, and no .eml to download', async () => {
  renderApp('/admin/mail');
  const row = await rowOf('+2348035550101');
  expect(within(row).getByText(text.text ?? '')).toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: /Download/ })).toBeNull();
});

it('downloads a sent email as .eml with the token in the header, not the URL', async () => {
  const { user } = renderApp('/admin/mail');
  const file = await downloadOne(async () =>
    user.click(
      await screen.findByRole('button', {
        name: 'Download .eml of email 1 to applicant1@example.com',
      }),
    ),
  );
  expect(file.fileName).toBe('email-1.eml');
  expect(file.text).toContain('Subject: Application received');
  const request = server().requests.find((r) => r.path === '/api/mail/1/eml');
  expect(request?.authorization).toBe('Bearer token-1');
  expect(request?.url).toBe('/api/mail/1/eml');
});

it('queues a failed email again only after confirming', async () => {
  const { user } = renderApp('/admin/mail');
  const retries = () => server().requests.filter((r) => r.path === '/api/mail/2/retry');

  await user.click(
    await screen.findByRole('button', { name: 'Retry email 2 to applicant2@example.com' }),
  );
  let dialog = await screen.findByRole('dialog', { name: 'Send this email again?' });
  expect(dialog).toHaveTextContent(emailNotSentMessage);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(retries()).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Retry email 2 to applicant2@example.com' }));
  dialog = await screen.findByRole('dialog', { name: 'Send this email again?' });
  await user.click(within(dialog).getByRole('button', { name: 'Queue again' }));
  expect(
    await screen.findByText('Email to applicant2@example.com queued again'),
  ).toBeInTheDocument();
  expect(retries()).toHaveLength(1);
  const row = await rowOf('applicant2@example.com');
  // The list is read again after the retry: the row shows the new state when that answer is in.
  await waitFor(() => expect(within(row).getByText('Queued')).toBeInTheDocument());
  expect(within(row).getByText('0 of 5')).toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: /Retry/ })).toBeNull();
});

it('says why a retry was refused and keeps the dialog open', async () => {
  server().setRoutes({
    'GET /api/mail': () => ok(pageOf([refused], 1, 1, 1)),
    'POST /api/mail/2/retry': () => failed(409, 'Only a failed email can be queued again.'),
  });
  const { user } = renderApp('/admin/mail');
  await user.click(
    await screen.findByRole('button', { name: 'Retry email 2 to applicant2@example.com' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Send this email again?' });
  await user.click(within(dialog).getByRole('button', { name: 'Queue again' }));
  expect(await screen.findByText('Only a failed email can be queued again.')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Send this email again?' })).toBeInTheDocument();
});

it('shows the empty and error states', async () => {
  let isDown = true;
  server().setRoutes({
    'GET /api/mail': () => (isDown ? failed(503, 'Down for maintenance') : ok(pageOf([], 1, 1, 0))),
  });
  const { user } = renderApp('/admin/mail');
  expect(await screen.findByText('The emails could not be loaded.')).toBeInTheDocument();
  expect(await screen.findByText('Down for maintenance')).toBeInTheDocument();
  isDown = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No emails yet')).toBeInTheDocument();
  expect(screen.getByText('0 emails')).toBeInTheDocument();
});
