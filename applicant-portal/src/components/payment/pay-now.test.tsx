import { screen, waitFor, within } from '@testing-library/react';
import { initialized, ok, paidPayment, paymentWith, trackedView } from '../../testing/fixtures';
import { alreadyPaid, initializeOk, requestsTo } from '../../testing/payment-routes';
import { setupPortalServer, stubCheckout } from '../../testing/portal-server';
import { renderPortal } from '../../testing/render-portal';

const INIT = '/api/payments/initialize';
const TRACK = 'GET /api/applications/track/ABCD-1234-EFGH';

const server = setupPortalServer();
const assign = stubCheckout();

describe('Pay now on the track page', () => {
  it("shows the server's amount, starts the payment once and hands over to the checkout", async () => {
    server.setRoutes({ [TRACK]: () => ok(trackedView), [`POST ${INIT}`]: initializeOk() });
    const { user } = renderPortal('/track?reference=ABCD-1234-EFGH');
    const pay = await screen.findByRole('button', { name: 'Pay ₦31,500.00 now' });
    await user.dblClick(pay);

    await waitFor(() => expect(assign).toHaveBeenCalledWith(initialized().checkout_url));
    // Disabled (focus kept) while starting and while the browser leaves for the checkout.
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    expect(pay).toHaveTextContent('Starting your payment…');
    await user.click(pay);
    expect(requestsTo(server.requests, 'POST', INIT)).toHaveLength(1);
    expect(requestsTo(server.requests, 'POST', INIT)[0]?.body).toEqual({
      kind: 'application',
      tracking_id: 'ABCD-1234-EFGH',
    });
    // remembered on this device, so the track page can show the payment and its receipt later
    expect(localStorage.getItem('applicant-portal.payments')).toContain(paidPayment.reference);
  });

  it('says an already paid application is paid, links to it and never charges again', async () => {
    server.setRoutes({ [TRACK]: () => ok(trackedView), [`POST ${INIT}`]: alreadyPaid });
    const { user } = renderPortal('/track?reference=ABCD-1234-EFGH');
    await user.click(await screen.findByRole('button', { name: /Pay .* now/ }));

    const notice = await screen.findByRole('alert', { name: 'This has already been paid.' });
    expect(notice).toHaveTextContent('You will not be charged again.');
    expect(within(notice).getByRole('link', { name: 'Track your application' })).toHaveAttribute(
      'href',
      '/track?reference=ABCD-1234-EFGH',
    );
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps the button usable after a failure and says the payment has not started', async () => {
    let calls = 0;
    server.setRoutes({
      [TRACK]: () => ok(trackedView),
      [`POST ${INIT}`]: () =>
        calls++ === 0
          ? { status: 503, body: { status: 'error', message: 'Payments are unavailable' } }
          : ok(initialized()),
    });
    const { user } = renderPortal('/track?reference=ABCD-1234-EFGH');
    await user.click(await screen.findByRole('button', { name: /Pay .* now/ }));
    expect(
      await screen.findByRole('alert', { name: 'Your payment has not started' }),
    ).toBeVisible();
    expect(await screen.findByText('Payments are unavailable')).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: /Pay .* now/ });
    expect(pay).not.toHaveAttribute('aria-disabled');
    await user.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });

  it('shows the payment and its receipt for a paid application paid from this device', async () => {
    localStorage.setItem(
      'applicant-portal.payments',
      JSON.stringify([
        {
          reference: paidPayment.reference,
          body: { kind: 'application', tracking_id: 'ABCD1234EFGH', email: 'tolu@example.com' },
          at: 1,
        },
      ]),
    );
    server.setRoutes({
      [TRACK]: () =>
        ok({
          ...trackedView,
          status: 'paid',
          enums: { status: 'Paid' },
          history: [
            ...trackedView.history,
            { status: 'paid', label: 'Paid', note: null, at: '2025-03-07T09:00:00.000Z' },
          ],
        }),
      [`GET /api/payments/reference/${paidPayment.reference}`]: () => ok(paidPayment),
    });
    renderPortal('/track?reference=ABCD-1234-EFGH');
    expect(
      await screen.findByRole('link', { name: 'Download your receipt (PDF)' }),
    ).toHaveAttribute(
      'href',
      // The email the payment was started with is the receipt's proof.
      `/api/payments/reference/${paidPayment.reference}/receipt?email=tolu%40example.com`,
    );
    expect(screen.getByText('Payment status').nextSibling).toHaveTextContent('Paid');
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('says when a paid application was paid when the payment is not known on this device', async () => {
    server.setRoutes({
      [TRACK]: () =>
        ok({
          ...trackedView,
          status: 'processing',
          enums: { status: 'Processing' },
          history: [
            ...trackedView.history,
            { status: 'paid', label: 'Paid', note: null, at: '2025-03-07T09:00:00.000Z' },
            {
              status: 'processing',
              label: 'Processing',
              note: null,
              at: '2025-03-08T09:00:00.000Z',
            },
          ],
        }),
    });
    renderPortal('/track?reference=ABCD-1234-EFGH');
    expect(await screen.findByText(/^Paid on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(
      requestsTo(server.requests, 'GET', `/api/payments/reference/${paidPayment.reference}`),
    ).toHaveLength(0);
  });
});

describe('Pay now elsewhere', () => {
  it('after submitting an application, the confirmation offers to pay', async () => {
    server.setRoutes({ [TRACK]: () => ok(trackedView), [`POST ${INIT}`]: initializeOk() });
    const { user } = renderPortal('/apply/confirmation/ABCD-1234-EFGH');
    expect(await screen.findByRole('heading', { name: 'Pay for your application' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pay ₦31,500.00 now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });

  it('an ongoing application found by reference can be paid', async () => {
    server.setRoutes({ [TRACK]: () => ok(trackedView), [`POST ${INIT}`]: initializeOk() });
    const { user } = renderPortal('/ongoing-application');
    await user.type(
      await screen.findByRole('textbox', { name: /Reference number/ }),
      'ABCD-1234-EFGH',
    );
    await user.click(screen.getByRole('button', { name: 'Find application' }));
    await user.click(await screen.findByRole('button', { name: 'Pay ₦31,500.00 now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(requestsTo(server.requests, 'POST', INIT)[0]?.body).toEqual({
      kind: 'application',
      tracking_id: 'ABCD-1234-EFGH',
    });
  });

  it('an ongoing application that is not found says so on the field', async () => {
    server.setRoutes({
      'GET /api/applications/track/NOPE': () => ({
        status: 404,
        body: { status: 'error', message: 'No application was found with this reference.' },
      }),
    });
    const { user } = renderPortal('/ongoing-application');
    await user.type(await screen.findByRole('textbox', { name: /Reference number/ }), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Find application' }));
    const field = screen.getByRole('textbox', { name: /Reference number/ });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        /We could not find an application with this reference/,
      ),
    );
  });

  it('a failed payment is not shown as paid anywhere: the unpaid status is the server’s', async () => {
    server.setRoutes({
      [`POST /api/payments/reference/${paidPayment.reference}/verify`]: () =>
        ok(paymentWith('failed')),
    });
    renderPortal(`/payment-confirmation?reference=${paidPayment.reference}&status=paid`);
    expect(await screen.findByRole('heading', { name: 'Your payment failed' })).toBeVisible();
    expect(screen.queryByText('Payment received')).toBeNull();
  });
});
