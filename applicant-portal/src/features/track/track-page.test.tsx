import { configureApi, resetApiConfig, type TApplication } from '@registrar/shared-api';
import { formatDate, resetNotifications } from '@registrar/shared-ui';
import { cleanup, screen, within } from '@testing-library/react';
import { ok, submitted } from '../../testing/fixtures';
import { installNodeFetch } from '../../../../jest/support/node-fetch';
import { renderPortal } from '../../testing/render-portal';
import { startTestServer, type TestServer } from '../../../../jest/support/test-server';

const dispatched: TApplication = {
  ...submitted,
  status: 'dispatched',
  enums: { status: 'Dispatched' },
  copies: [
    {
      id: 1,
      purpose: 'Further Studies',
      type: 'official',
      format: 'hard_copy',
      enums: { format: 'Hard copy' },
      rate: 1500000,
      delivery_fee: 650000,
      region_id: 1,
      courier_id: 2,
      recipient_name: 'Admissions Office',
      recipient_address: '1 Campus Road',
      recipient_email: null,
      reference_number: null,
      courier_name: 'GIG Logistics',
      waybill_number: 'GIG-998877',
      dispatched_at: '2025-03-10T14:05:00.000Z',
    },
  ],
  history: [
    {
      status: 'pending_payment',
      label: 'Pending payment',
      note: null,
      at: '2025-03-07T08:30:00.000Z',
    },
    { status: 'paid', label: 'Paid', note: null, at: '2025-03-07T09:00:00.000Z' },
    { status: 'processing', label: 'Processing', note: 'Printing', at: '2025-03-08T10:00:00.000Z' },
    { status: 'dispatched', label: 'Dispatched', note: null, at: '2025-03-10T14:05:00.000Z' },
  ],
};

let server: TestServer;
let restoreFetch: () => void;

beforeAll(async () => {
  restoreFetch = installNodeFetch();
  server = await startTestServer({
    'GET /api/applications/track/ABCD-1234-EFGH': () => ok(dispatched),
    'GET /api/applications/track/NOPE': () => ({
      status: 404,
      body: { status: 'error', message: 'No application was found with this reference.' },
    }),
  });
  configureApi({ prefixUrl: server.apiRoot });
});
afterEach(() => {
  cleanup();
  resetNotifications();
});
afterAll(async () => {
  resetApiConfig();
  restoreFetch();
  await server.close();
});

describe('Track an application', () => {
  it('shows the status, a timeline with every stage and its time, and the courier and waybill', async () => {
    const { user } = renderPortal('/track');
    await user.type(
      await screen.findByRole('textbox', { name: /Reference number/ }),
      'ABCD-1234-EFGH',
    );
    await user.click(screen.getByRole('button', { name: 'Track' }));

    expect(await screen.findByText('Status: Dispatched')).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Progress of the application' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual(
      dispatched.history.map((step) => `${step.label}${formatDate(step.at)}${step.note ?? ''}`),
    );
    expect(screen.getByText('GIG Logistics')).toBeInTheDocument();
    expect(screen.getByText('GIG-998877')).toBeInTheDocument();
    expect(screen.getByText(/Use the waybill number/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Messages about this application' })).toHaveAttribute(
      'href',
      '/track/ABCD-1234-EFGH/messages',
    );
  });

  it('says on the field when no application has the reference', async () => {
    renderPortal('/track?reference=NOPE');
    expect(await screen.findByRole('textbox', { name: /Reference number/ })).toBeInTheDocument();
    expect(
      await screen.findByText('We could not find an application with this reference'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Status:/)).toBeNull();
  });

  it('asks for a reference before looking anything up', async () => {
    const { user } = renderPortal('/track');
    await user.click(await screen.findByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      'Reference number: This field is required',
    );
  });
});
