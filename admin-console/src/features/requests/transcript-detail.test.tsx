import { screen, waitFor, within } from '@testing-library/react';
import { type RecordedRequest, type Reply } from '../../../../jest/support/test-server';
import { downloadOne } from '../../components/file-transfer/testing';
import { renderApp } from '../../testing/render-admin';
import { setupTestApi } from '../../testing/test-api';
import { detail, page, summary } from '../../testing/transcript-fixtures';

let patchReply: (request: RecordedRequest) => Reply;

const ok = (data: unknown, message?: string) => ({
  status: 200,
  body: { status: 'success', ...(message && { message }), data },
});

const testServer = setupTestApi(() => {
  patchReply = () => ok(detail('processing'), 'Status changed to Processing');
  return {
    'GET /api/applications': () => page([summary(7), summary(8)]),
    'GET /api/applications/7': () => ok(detail('paid')),
    'GET /api/applications/7/payments': () =>
      ok([
        {
          id: 70,
          reference: 'RGR-7PAID00000000000000',
          provider: 'local',
          channel: null,
          status: 'paid',
          enums: { status: 'Paid' },
          amount: 1_500_000,
          currency: 'NGN',
          created_at: '2026-11-20T09:06:00.000Z',
          paid_at: '2026-11-20T09:10:00.000Z',
          refunded_at: null,
          refunded_amount: 0,
          refunding_amount: 0,
          receipt_path: '/payments/reference/RGR-7PAID00000000000000/receipt',
        },
      ]),
    'PATCH /api/applications/7/status': (request) => patchReply(request),
    'GET /api/hold-reasons': () =>
      ok([
        {
          id: 1,
          name: 'Fees owed to the institution',
          instructions: 'Pay them at the bursary, then reply with the receipt number.',
          applicant_action: 'reply',
          cancel_after_days: 30,
          is_active: true,
        },
        {
          id: 2,
          name: 'Withdrawn reason',
          instructions: 'Not offered any more.',
          applicant_action: 'none',
          cancel_after_days: null,
          is_active: false,
        },
      ]),
    'POST /api/applications/7/copies/71/receiver-confirmation': () => {
      const [copy] = detail('paid').copies;
      return ok(
        detail('paid', {
          copies: copy ? [{ ...copy, receiver_confirmed_at: '2026-11-21T12:00:00.000Z' }] : [],
        }),
        'Receiver confirmed',
      );
    },
    'GET /api/applications/7/messages': () =>
      ok([
        {
          id: 1,
          sender: 'applicant',
          body: 'When will it be sent?',
          created_at: '2026-11-21T10:00:00.000Z',
          attachment: {
            id: 5,
            file_name: 'affidavit.pdf',
            content_type: 'application/pdf',
            size_bytes: 23,
          },
          staff_name: null,
          read_at: null,
        },
      ]),
    'GET /api/messages/attachments/5': () => ({
      status: 200,
      raw: '%PDF-1.7 the affidavit.',
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="affidavit.pdf"',
      },
    }),
    'POST /api/applications/7/messages': ({ body }) =>
      ok(
        {
          id: 2,
          sender: 'staff',
          body: (body as { body: string }).body,
          created_at: '2026-11-21T11:00:00.000Z',
          attachment: null,
          staff_name: 'Adaeze Okafor',
          read_at: null,
        },
        'Reply sent',
      ),
  };
});

const statusLine = () => screen.getByText('Status:').closest('p') as HTMLElement;

it('opens from the list and shows applicant, copies, totals and timeline', async () => {
  const { user } = renderApp('/admin/applications?status=paid');
  await user.click(await screen.findByRole('link', { name: 'ABCD-0007-WXYZ' }));

  const heading = await screen.findByRole('heading', {
    level: 1,
    name: 'Application ABCD-0007-WXYZ',
  });
  // The link that was followed is gone: the new screen's heading has the focus, not the page.
  expect(heading).toHaveFocus();
  expect(screen.getByText('Computer Science')).toBeInTheDocument();
  const copies = screen.getByRole('table', { name: 'Copies' });
  expect(within(copies).getByText('Hard copy')).toBeInTheDocument();
  expect(within(copies).getByText('HR Office, 1 Marina, Lagos')).toBeInTheDocument();
  expect(within(copies).getAllByText('₦10,000.00')).toHaveLength(1);
  expect(screen.getByText('₦15,000.00')).toBeInTheDocument();
  // When the applicant is told it will be done.
  const totals = within(screen.getByRole('region', { name: 'Totals' }));
  expect(totals.getByText('Expected completion')).toBeInTheDocument();
  expect(totals.getByText('Expected by Friday 4 December 2026')).toBeInTheDocument();
  // The consent given on submitting: the wording as it read, from where, naming the receiver.
  const consent = within(screen.getByRole('region', { name: 'Consent' }));
  expect(consent.getByText('Version 2')).toBeInTheDocument();
  expect(consent.getByText('102.89.34.1')).toBeInTheDocument();
  expect(consent.getByText(/releasing my transcript to the receivers named/)).toBeInTheDocument();
  expect(consent.getByText('HR Office, 1 Marina, Lagos')).toBeInTheDocument();
  expect(screen.getByText('Paid online')).toBeInTheDocument();
  // Only the moves the server allows from 'paid' are offered.
  const options = within(screen.getByRole('combobox', { name: 'New status' }))
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(options).toEqual(['Choose a status', 'Processing', 'On hold', 'Rejected', 'Refunded']);
  expect(screen.getByRole('link', { name: 'Back to applications' })).toHaveAttribute(
    'href',
    '/admin/applications?status=paid',
  );
});

it('sends the change with its note, updates the badge and the list row, and confirms', async () => {
  const { user, store } = renderApp('/admin/applications');
  await user.click(await screen.findByRole('link', { name: 'ABCD-0007-WXYZ' }));
  await screen.findByRole('heading', { level: 1, name: 'Application ABCD-0007-WXYZ' });
  expect(within(statusLine()).getByText('Paid')).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'New status' }), 'processing');
  await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Started');
  await user.click(screen.getByRole('button', { name: 'Change status' }));

  expect(await screen.findByText('Status changed to Processing')).toBeInTheDocument();
  expect(within(statusLine()).getByText('Processing')).toBeInTheDocument();
  const patch = testServer().requests.find((r) => r.method === 'PATCH');
  expect(patch?.body).toEqual({ status: 'processing', note: 'Started' });
  const row = store.getState().adminRequests?.transcript.applications.find((a) => a.id === 7);
  expect(row?.status).toBe('processing');
  expect(row?.enums.status).toBe('Processing');
});

it("shows the server's message when it refuses the move (409)", async () => {
  patchReply = () => ({
    status: 409,
    body: { status: 'error', message: 'Cannot change status from Paid to Processing.' },
  });
  const { user } = renderApp('/admin/applications/7');
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'New status' }),
    'processing',
  );
  await user.click(screen.getByRole('button', { name: 'Change status' }));

  const messages = await screen.findAllByText('Cannot change status from Paid to Processing.');
  expect(messages.some((m) => m.closest('form'))).toBe(true);
  expect(within(statusLine()).getByText('Paid')).toBeInTheDocument();
});

it('asks before a move that ends the request, and sends nothing when cancelled', async () => {
  patchReply = () => ok(detail('rejected'), 'Status changed to Rejected');
  const { user } = renderApp('/admin/applications/7');
  const form = within(await screen.findByRole('region', { name: 'Change status' }));
  await user.selectOptions(form.getByRole('combobox', { name: 'New status' }), 'rejected');
  await user.click(form.getByRole('button', { name: 'Change status' }));
  let dialog = await screen.findByRole('dialog', { name: 'Mark ABCD-0007-WXYZ as Rejected?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(form.getByRole('button', { name: 'Change status' })).toHaveFocus();
  expect(testServer().requests.some((r) => r.method === 'PATCH')).toBe(false);

  await user.click(form.getByRole('button', { name: 'Change status' }));
  dialog = await screen.findByRole('dialog', { name: 'Mark ABCD-0007-WXYZ as Rejected?' });
  await user.click(within(dialog).getByRole('button', { name: 'Yes, change it' }));
  expect(await screen.findByText('Status changed to Rejected')).toBeInTheDocument();
  expect(testServer().requests.find((r) => r.method === 'PATCH')?.body).toEqual({
    status: 'rejected',
    note: null,
  });
  expect(within(statusLine()).getByText('Rejected')).toBeInTheDocument();
  // The form was replaced for the new status: the keyboard goes on from its section's heading.
  expect(screen.getByRole('heading', { level: 2, name: 'Change status' })).toHaveFocus();
});

it('asks for courier and waybill when dispatching and sends them', async () => {
  testServer().setRoutes({
    'GET /api/applications/7': () => ok(detail('processing')),
    'GET /api/applications/7/messages': () => ok([]),
    'PATCH /api/applications/7/status': () =>
      ok(detail('dispatched'), 'Status changed to Dispatched'),
  });
  const { user } = renderApp('/admin/applications/7');
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'New status' }),
    'dispatched',
  );
  await user.click(screen.getByRole('button', { name: 'Change status' }));
  expect(screen.getByRole('textbox', { name: /Courier name/ })).toHaveAccessibleDescription(
    /This field is required/,
  );
  expect(testServer().requests.some((r) => r.method === 'PATCH')).toBe(false);

  await user.type(screen.getByRole('textbox', { name: /Courier name/ }), 'DHL');
  await user.type(screen.getByRole('textbox', { name: /Waybill number/ }), 'WB-123');
  await user.click(screen.getByRole('button', { name: 'Change status' }));

  await screen.findByText('Status changed to Dispatched');
  expect(testServer().requests.find((r) => r.method === 'PATCH')?.body).toEqual({
    status: 'dispatched',
    note: null,
    courier_name: 'DHL',
    waybill_number: 'WB-123',
  });
});

it('shows the message thread and sends a reply', async () => {
  const { user } = renderApp('/admin/applications/7');
  expect(await screen.findByText('When will it be sent?')).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'Reply to the applicant' }), 'Tomorrow');
  await user.click(screen.getByRole('button', { name: 'Send reply' }));

  expect(await screen.findByText('Tomorrow')).toBeInTheDocument();
  await waitFor(() => {
    expect(screen.getByRole('textbox', { name: 'Reply to the applicant' })).toHaveValue('');
  });
  expect(testServer().requests.find((r) => r.method === 'POST')?.body).toEqual({
    body: 'Tomorrow',
  });
});

it('downloads the document an applicant attached to a message', async () => {
  const { user } = renderApp('/admin/applications/7');
  const file = await downloadOne(async () =>
    user.click(await screen.findByRole('button', { name: 'Download affidavit.pdf (23 bytes)' })),
  );
  expect(file).toEqual({ fileName: 'affidavit.pdf', text: '%PDF-1.7 the affidavit.' });
});

it("lists the application's payments, with the receipt and the payment's staff page", async () => {
  renderApp('/admin/applications/7');
  const payments = await screen.findByRole('region', { name: 'Payments' });
  const link = await within(payments).findByRole('link', { name: /^RGR-7PAID00000000000000/ });
  // The signed-in administrator may open /admin/payments.
  expect(link).toHaveAttribute('href', '/admin/payments?id=70');
  expect(within(payments).getByRole('link', { name: /^Receipt \(PDF\)/ })).toHaveAttribute(
    'href',
    `${testServer().apiRoot}/payments/reference/RGR-7PAID00000000000000/receipt`,
  );
  const row = within(payments).getAllByRole('row')[1] as HTMLElement;
  expect(within(row).getByText('Paid')).toBeInTheDocument();
  expect(within(row).getByText('₦15,000.00')).toBeInTheDocument();
});

it('confirms a receiver the applicant typed in, saying how it was checked', async () => {
  const { user } = renderApp('/admin/applications/7');
  const checks = within(await screen.findByRole('region', { name: 'Receivers to confirm' }));
  expect(checks.getByText(/HR Office, 1 Marina, Lagos/)).toBeInTheDocument();
  const copies = screen.getByRole('table', { name: 'Copies' });
  expect(within(copies).getByText('Not in the directory: to confirm')).toBeInTheDocument();

  await user.click(checks.getByRole('button', { name: 'Confirm receiver of copy 1' }));
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Confirm the receiver of copy 1?' }),
  );
  await user.type(
    dialog.getByRole('textbox', { name: /How did you check it/ }),
    'Phoned the HR office',
  );
  await user.click(dialog.getByRole('button', { name: 'Confirm receiver' }));

  // While the dialog is open the page behind it is hidden from roles: wait for the answer first.
  expect(await within(copies).findByText(/Not in the directory: confirmed/)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByText('Receivers to confirm')).toBeNull();
  const posted = testServer().requests.find((r) => r.path.endsWith('/receiver-confirmation'));
  expect(posted?.body).toEqual({ note: 'Phoned the HR office' });
});

it('puts it on hold only with a reason, showing what the applicant will read', async () => {
  patchReply = () => ok(detail('on_hold'), 'Status changed to On hold');
  const { user } = renderApp('/admin/applications/7');
  const form = within(await screen.findByRole('region', { name: 'Change status' }));
  await user.selectOptions(form.getByRole('combobox', { name: 'New status' }), 'on_hold');
  const reason = await form.findByRole('combobox', { name: 'Why is it on hold?' });
  await waitFor(() =>
    expect(
      within(reason).getByRole('option', { name: 'Fees owed to the institution' }),
    ).toBeInTheDocument(),
  );
  // Only the reasons offered.
  expect(within(reason).queryByRole('option', { name: 'Withdrawn reason' })).toBeNull();
  await user.click(form.getByRole('button', { name: 'Change status' }));
  expect(reason).toHaveAccessibleDescription(/Choose why the request is on hold/);
  expect(testServer().requests.some((r) => r.method === 'PATCH')).toBe(false);

  await user.selectOptions(reason, '1');
  expect(reason).toHaveAccessibleDescription(/The applicant reads: Pay them at the bursary/);
  expect(reason).toHaveAccessibleDescription(
    /Unresolved after 30 days, it is cancelled and refunded\./,
  );
  await user.click(form.getByRole('button', { name: 'Change status' }));
  await waitFor(() => expect(testServer().requests.some((r) => r.method === 'PATCH')).toBe(true));
  const patched = testServer().requests.find((r) => r.method === 'PATCH');
  expect(patched?.body).toEqual({ status: 'on_hold', note: null, hold_reason_id: 1 });
});
