import { screen, waitFor, within } from '@testing-library/react';
import {
  certificateApplicationStatusLabels,
  type TCertificateApplication,
  type TCertificateApplicationStatus,
} from '@registrar/shared-api';
import { type RecordedRequest, type Reply } from '../../../../jest/support/test-server';
import { renderApp } from '../../testing/render-admin';
import { setupTestApi } from '../../testing/test-api';
import { certificate } from './certificate-applications.test-fixtures';

let current: TCertificateApplication;
let patchReply: (request: RecordedRequest) => Reply;

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
  return {
    'GET /api/certificate-applications/7': () => ({
      status: 200,
      body: { status: 'success', data: current },
    }),
    'PATCH /api/certificate-applications/7/status': (request) => patchReply(request),
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
