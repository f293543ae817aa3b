import { screen, waitFor, within } from '@testing-library/react';
import {
  certificateApplicationStatusLabels,
  type TCertificateApplication,
  type TCertificateApplicationStatus,
  type TGraduateCertificate,
} from '@registrar/shared-api';
import { type RecordedRequest, type Reply } from '../../../../jest/support/test-server';
import { renderApp } from '../../testing/render-admin';
import { setupTestApi } from '../../testing/test-api';
import { certificate } from '../../testing/certificate-fixtures';
import { certificateTemplate, issuedCertificate } from '../../testing/graduate-fixtures';

let current: TCertificateApplication;
let patchReply: (request: RecordedRequest) => Reply;
let issued: TGraduateCertificate[];
let messages: unknown[];

const ok = (data: unknown) => ({ status: 200, body: { status: 'success', data } });
const issuedToApplication = (id: number, overrides: Partial<TGraduateCertificate> = {}) =>
  issuedCertificate(id, {
    graduate_id: 3,
    certificate_application_id: 7,
    serial_number: `FUTD/2026/00000${String(id)}`,
    verification_code: `VERIFYCODE${String(id)}ABCDE`,
    issued_at: '2026-11-22T10:00:00.000Z',
    ...overrides,
  });

const patches = () => testServer().requests.filter((r) => r.method === 'PATCH');
const moved = (request: RecordedRequest): Reply => {
  const body = request.body as {
    status: TCertificateApplicationStatus;
    note: string | null;
    courier_name?: string;
    waybill_number?: string;
  };
  current = {
    ...current,
    status: body.status,
    enums: { ...current.enums, status: certificateApplicationStatusLabels[body.status] },
    delivery: {
      ...current.delivery,
      courier_name: body.courier_name ?? current.delivery.courier_name,
      waybill_number: body.waybill_number ?? current.delivery.waybill_number,
    },
    history: [
      ...current.history,
      {
        status: body.status,
        label: certificateApplicationStatusLabels[body.status],
        note: body.note,
        at: '2026-11-21T10:00:00.000Z',
      },
    ],
  };
  return { status: 200, body: { status: 'success', data: current } };
};

const testServer = setupTestApi(() => {
  current = certificate(7, 'processing');
  patchReply = moved;
  issued = [];
  messages = [
    {
      id: 1,
      sender: 'applicant',
      body: 'Has my certificate been posted?',
      created_at: '2026-11-21T10:00:00.000Z',
      attachment: null,
      staff_name: null,
      read_at: null,
    },
  ];
  return {
    'GET /api/certificate-applications/7/messages': () => ok(messages),
    'POST /api/certificate-applications/7/messages': (request) => {
      const reply = {
        id: messages.length + 1,
        sender: 'staff',
        body: (request.body as { body: string }).body,
        created_at: '2026-11-21T11:00:00.000Z',
        attachment: null,
        staff_name: 'Adaeze Okafor',
        read_at: null,
      };
      messages = [...messages, reply];
      return { status: 200, body: { status: 'success', message: 'Reply sent', data: reply } };
    },
    'GET /api/certificate-applications/7/certificates': () => ok(issued),
    'GET /api/certificate-templates': () =>
      ok({
        data: [
          certificateTemplate(1, 'Bachelor 2020'),
          certificateTemplate(2, 'Old design', false),
        ],
        current_page: 1,
        last_page: 1,
        per_page: 100,
        total: 2,
        from: 1,
        to: 2,
        links: [],
      }),
    'POST /api/certificate-applications/7/certificates': (request) => {
      const made = issuedToApplication(issued.length + 1, {
        template_id: (request.body as { template_id: number }).template_id,
      });
      issued = [made, ...issued];
      return ok(made);
    },
    'POST /api/graduate-certificates/1/revoke': (request) => {
      issued = issued.map((c) =>
        c.id === 1
          ? {
              ...c,
              revoked_at: '2026-11-22T11:00:00.000Z',
              revoke_reason: (request.body as { reason: string }).reason,
            }
          : c,
      );
      return ok(issued.find((c) => c.id === 1));
    },
    'GET /api/certificate-applications/7': () => ({
      status: 200,
      body: { status: 'success', data: current },
    }),
    'PATCH /api/certificate-applications/7/status': (request) => patchReply(request),
    'GET /api/hold-reasons': () =>
      ok([
        {
          id: 3,
          name: 'Document missing',
          instructions: 'Upload a clear scan of your sworn affidavit.',
          applicant_action: 'upload',
          cancel_after_days: null,
          is_active: true,
        },
      ]),
    'GET /api/certificate-applications/7/payments': () => ({
      status: 200,
      body: { status: 'success', data: [] },
    }),
  };
});

it('shows the applicant, delivery, fees and timeline', async () => {
  renderApp('/admin/certificate-applications/7');
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Certificate application CERT-0007-WXYZ',
    }),
  ).toBeInTheDocument();
  const delivery = within(screen.getByRole('region', { name: 'Request and delivery' }));
  expect(delivery.getByText('12 Marina Road, Lagos')).toBeInTheDocument();
  expect(delivery.getByText('₦28,000.00')).toBeInTheDocument();
  const timeline = within(screen.getByRole('region', { name: 'Status timeline' }));
  expect(timeline.getByText('Pending payment')).toBeInTheDocument();
});

it('puts a certificate on hold with a reason, as a transcript', async () => {
  const { user } = renderApp('/admin/certificate-applications/7');
  const form = within(await screen.findByRole('region', { name: 'Change status' }));
  await user.selectOptions(form.getByRole('combobox', { name: 'New status' }), 'on_hold');
  const reason = await form.findByRole('combobox', { name: 'Why is it on hold?' });
  await user.click(form.getByRole('button', { name: 'Change status' }));
  expect(reason).toHaveAccessibleDescription(/Choose why the request is on hold/);
  expect(patches()).toHaveLength(0);
  await waitFor(() =>
    expect(within(reason).getByRole('option', { name: 'Document missing' })).toBeInTheDocument(),
  );
  await user.selectOptions(reason, '3');
  expect(reason).toHaveAccessibleDescription(/The applicant reads: Upload a clear scan/);
  await user.click(form.getByRole('button', { name: 'Change status' }));
  await waitFor(() => expect(patches()).toHaveLength(1));
  expect(patches()[0]?.body).toEqual({ status: 'on_hold', note: null, hold_reason_id: 3 });
});

it('dispatches with the courier and waybill, required first', async () => {
  const { user } = renderApp('/admin/certificate-applications/7');
  const form = within(await screen.findByRole('region', { name: 'Change status' }));
  expect(
    form
      .getAllByRole('option')
      .map((o) => o.textContent)
      .slice(1),
  ).toEqual(['Dispatched', 'On hold', 'Rejected']);
  await user.selectOptions(form.getByRole('combobox', { name: 'New status' }), 'dispatched');
  expect(form.getByLabelText('Courier name')).toHaveValue('NIPOST');
  await user.click(form.getByRole('button', { name: 'Change status' }));
  expect(form.getByLabelText('Waybill number')).toHaveAccessibleDescription(
    /This field is required/,
  );
  expect(patches()).toHaveLength(0);

  await user.type(form.getByLabelText('Waybill number'), 'WB-12345');
  await user.type(form.getByLabelText('Note (optional)'), 'Sent today');
  await user.click(form.getByRole('button', { name: 'Change status' }));
  expect(await screen.findByText('Status changed to Dispatched')).toBeInTheDocument();
  expect(patches()[0]?.body).toEqual({
    status: 'dispatched',
    note: 'Sent today',
    courier_name: 'NIPOST',
    waybill_number: 'WB-12345',
  });
  expect(screen.getByText('WB-12345')).toBeInTheDocument();
  const status = screen.getByText(/^Status:/);
  expect(within(status).getByText('Dispatched')).toBeInTheDocument();
  expect(await screen.findByRole('option', { name: 'Delivered' })).toBeInTheDocument();
});

it('asks before rejecting, and shows the server refusing a move', async () => {
  patchReply = () => ({
    status: 409,
    body: { status: 'error', message: 'Cannot change status from Processing to Rejected.' },
  });
  const { user } = renderApp('/admin/certificate-applications/7');
  const form = within(await screen.findByRole('region', { name: 'Change status' }));
  await user.selectOptions(form.getByRole('combobox', { name: 'New status' }), 'rejected');
  await user.click(form.getByRole('button', { name: 'Change status' }));
  const dialog = await screen.findByRole('dialog', { name: /as Rejected\?/ });
  expect(patches()).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Yes, change it' }));
  await waitFor(() => expect(patches()).toHaveLength(1));
  expect(
    await form.findByText('Cannot change status from Processing to Rejected.', {
      selector: '[role="alert"]',
    }),
  ).toBeInTheDocument();
});

it('says when the application does not exist', async () => {
  renderApp('/admin/certificate-applications/99');
  expect(await screen.findByText('Not found')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

it('has a Payments section that says when nothing was paid yet', async () => {
  renderApp('/admin/certificate-applications/7');
  const payments = await screen.findByRole('region', { name: 'Payments' });
  expect(await within(payments).findByText('No payment yet')).toBeInTheDocument();
  expect(testServer().requests.map((r) => r.path)).toContain(
    '/api/certificate-applications/7/payments',
  );
});

it('issues the certificate for the application, one valid at a time, and revokes it', async () => {
  const { user } = renderApp('/admin/certificate-applications/7');
  const documents = within(await screen.findByRole('region', { name: 'Documents' }));
  expect(await documents.findByText('No certificate issued yet')).toBeInTheDocument();
  // Only active templates are offered.
  await documents.findByRole('option', { name: 'Bachelor 2020' });
  expect(documents.queryByRole('option', { name: 'Old design' })).not.toBeInTheDocument();
  await user.click(documents.getByRole('button', { name: 'Issue certificate' }));
  expect(documents.getByRole('combobox', { name: /Template/ })).toHaveAccessibleDescription(
    /Choose a template/,
  );
  await user.selectOptions(documents.getByRole('combobox', { name: /Template/ }), 'Bachelor 2020');
  await user.click(documents.getByRole('button', { name: 'Issue certificate' }));

  expect(await screen.findByText('FUTD/2026/000001 for Bello Tunde7')).toBeInTheDocument();
  expect(
    testServer().requests.find((r) => r.method === 'POST' && r.path.endsWith('/certificates'))
      ?.body,
  ).toEqual({ template_id: 1 });
  expect(await documents.findByText('VERIFYCODE1ABCDE')).toBeInTheDocument();
  // A valid certificate: no second one until it is revoked.
  expect(
    documents.getByText('FUTD/2026/000001 is valid: revoke it to issue a corrected one.'),
  ).toBeInTheDocument();
  expect(documents.queryByRole('button', { name: 'Issue certificate' })).not.toBeInTheDocument();
  expect(
    documents.getByRole('button', { name: 'Download FUTD/2026/000001 (PDF)' }),
  ).toBeInTheDocument();

  await user.click(documents.getByRole('button', { name: 'Revoke FUTD/2026/000001' }));
  const dialog = await screen.findByRole('dialog', { name: 'Revoke this certificate?' });
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Misspelt name');
  await user.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
  expect(await documents.findByText('Misspelt name')).toBeInTheDocument();
  expect(await documents.findByRole('button', { name: 'Issue certificate' })).toBeInTheDocument();
});

it('says why no certificate can be issued before payment', async () => {
  current = certificate(7, 'pending_payment');
  renderApp('/admin/certificate-applications/7');
  const documents = within(await screen.findByRole('region', { name: 'Documents' }));
  expect(
    documents.getByText('The certificate is issued once the application is paid.'),
  ).toBeInTheDocument();
  expect(documents.queryByRole('button', { name: 'Issue certificate' })).not.toBeInTheDocument();
  expect(await documents.findByText('No certificate issued yet')).toBeInTheDocument();
});

it("shows the thread with the certificate's applicant and sends a reply", async () => {
  const { user } = renderApp('/admin/certificate-applications/7');
  const thread = within(await screen.findByRole('region', { name: 'Messages' }));
  expect(await thread.findByText('Has my certificate been posted?')).toBeInTheDocument();
  await user.type(
    thread.getByRole('textbox', { name: 'Reply to the applicant' }),
    'It left with DHL today.',
  );
  await user.click(thread.getByRole('button', { name: 'Send reply' }));
  expect(await thread.findByText('It left with DHL today.')).toBeInTheDocument();
  expect(
    testServer().requests.find(
      (r) => r.method === 'POST' && r.path === '/api/certificate-applications/7/messages',
    )?.body,
  ).toEqual({ body: 'It left with DHL today.' });
});
