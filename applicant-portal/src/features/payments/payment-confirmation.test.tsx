import { createAppStore, formatInstitutionTime } from '@registrar/shared-api';
import { NotificationArea } from '@registrar/shared-ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import PortalApp from '../../app/portal-app';
import { initialized, ok, paidPayment, paymentWith } from '../../testing/fixtures';
import { initializeOk, requestsTo, verifySequence } from '../../testing/payment-routes';
import { setupPortalServer, stubCheckout } from '../../testing/portal-server';
import { verifyPolling } from './use-verified-payment';

const REF = paidPayment.reference;
const VERIFY = `/api/payments/reference/${REF}/verify`;

const server = setupPortalServer();
const assign = stubCheckout();
const defaultDelays = verifyPolling.delaysMs;

afterEach(() => {
  verifyPolling.delaysMs = defaultDelays;
});

/** The portal under a data router, so a test can see how it navigated (push or replace). */
const renderAt = (...entries: string[]) => {
  const router = createMemoryRouter([{ path: '/*', element: <PortalApp /> }], {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  render(
    <Provider store={createAppStore()}>
      <RouterProvider router={router} />
      <NotificationArea />
    </Provider>,
  );
  return { router, user: userEvent.setup() };
};

describe('Return from the payment provider', () => {
  it('replaces /callback/platinum with the confirmation, which trusts the server, not the URL', async () => {
    server.setRoutes({ [`POST ${VERIFY}`]: () => ok(paymentWith('failed')) });
    const { router } = renderAt('/track', `/callback/platinum?reference=${REF}&status=success`);

    expect(await screen.findByRole('heading', { name: 'Your payment failed' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/payment-confirmation');
    expect(router.state.location.search).toBe(`?reference=${REF}`);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(requestsTo(server.requests, 'POST', VERIFY)).toHaveLength(1);

    // Back leaves the confirmation for the page before the payment, not the return point.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/track'));
  });

  it("reads Paystack's trxref on /callback/:provider", async () => {
    server.setRoutes({ 'POST /api/payments/reference/T-998/verify': () => ok(paidPayment) });
    const { router } = renderAt('/callback/paystack?trxref=T-998');
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(router.state.location.search).toBe('?reference=T-998');
  });

  it('says so when the provider sent no reference back', async () => {
    renderAt('/callback/platinum?status=success');
    expect(
      await screen.findByRole('alert', { name: 'We could not tell which payment this is' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Track your application' })).toHaveAttribute(
      'href',
      '/track',
    );
    expect(server.requests).toHaveLength(0);
  });
});

describe('Payment confirmation', () => {
  it('shows a paid payment: reference, amount, items, paid date, receipt and track links', async () => {
    // Started on this device with the applicant's email: the proof for the full payment.
    localStorage.setItem(
      'applicant-portal.payments',
      JSON.stringify([
        {
          reference: REF,
          body: { kind: 'application', tracking_id: 'ABCD1234EFGH', email: 'tolu@example.com' },
          at: 1,
        },
      ]),
    );
    server.setRoutes({ [`POST ${VERIFY}`]: () => ok(paidPayment) });
    renderAt(`/payment-confirmation?reference=${REF}`);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Payment received' });
    expect(heading).toHaveFocus();
    expect(screen.getByTestId('payment-reference')).toHaveTextContent(REF);
    expect(screen.getByText('Paid for').nextSibling).toHaveTextContent(paidPayment.description);
    expect(screen.getByText('Amount paid').nextSibling).toHaveTextContent('₦31,500.00');
    expect(screen.getByText('Paid on').nextSibling).toHaveTextContent(
      formatInstitutionTime(paidPayment.paid_at ?? ''),
    );
    const items = screen.getByRole('table', { name: 'What you paid for' });
    expect(
      within(items)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ItemAmount',
      'Official copy, hard copy (Further Studies)₦15,000.00',
      'Delivery: Lagos by GIG Logistics₦6,500.00',
      'Official copy, soft copy (Employment)₦10,000.00',
      'Total₦31,500.00',
    ]);
    expect(requestsTo(server.requests, 'POST', VERIFY)[0]?.query.get('email')).toBe(
      'tolu@example.com',
    );
    expect(screen.getByText('Paid by').nextSibling).toHaveTextContent(paidPayment.payer_name);
    expect(screen.getByRole('link', { name: 'Download your receipt (PDF)' })).toHaveAttribute(
      'href',
      `/api/payments/reference/${REF}/receipt?email=tolu%40example.com`,
    );
    expect(screen.getByRole('link', { name: 'Track your application' })).toHaveAttribute(
      'href',
      '/track?reference=ABCD-1234-EFGH',
    );
  });

  it('shows a payment not started on this device without the payer: initials, no receipt link', async () => {
    server.setRoutes({
      [`POST ${VERIFY}`]: () => ok({ ...paidPayment, payer_name: 'T. O. A.', redacted: true }),
    });
    renderAt(`/payment-confirmation?reference=${REF}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment received' }),
    ).toBeVisible();
    expect(requestsTo(server.requests, 'POST', VERIFY)[0]?.query.has('email')).toBe(false);
    expect(screen.getByText('Paid by').nextSibling).toHaveTextContent('T. O. A.');
    expect(screen.queryByRole('link', { name: 'Download your receipt (PDF)' })).toBeNull();
    expect(
      screen.getByText('The receipt was emailed to the address given on the application.'),
    ).toBeVisible();
  });

  it('re-checks a pending payment with growing waits and shows it once paid', async () => {
    verifyPolling.delaysMs = [20, 40, 80];
    server.setRoutes({
      [`POST ${VERIFY}`]: verifySequence(
        paymentWith('pending'),
        paymentWith('pending'),
        paidPayment,
      ),
    });
    renderAt(`/payment-confirmation?reference=${REF}`);
    expect(
      await screen.findByRole('heading', { name: 'Your payment is not confirmed yet' }),
    ).toBeVisible();
    expect(screen.getByText(/We are checking with the payment provider/)).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(requestsTo(server.requests, 'POST', VERIFY)).toHaveLength(3);
  });

  it('stops re-checking after a few tries and says it will update, without offering to pay again', async () => {
    verifyPolling.delaysMs = [10, 20];
    server.setRoutes({ [`POST ${VERIFY}`]: () => ok(paymentWith('pending')) });
    const { user } = renderAt(`/payment-confirmation?reference=${REF}`);
    const notice = await screen.findByRole('status', { name: 'We will update you' });
    expect(notice).toHaveTextContent('Do not pay again');
    expect(requestsTo(server.requests, 'POST', VERIFY)).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Pay|Try again/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Track your application' })).toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(requestsTo(server.requests, 'POST', VERIFY)).toHaveLength(6));
  });

  it.each([
    ['failed', 'Your payment failed'],
    ['abandoned', 'Your payment was cancelled'],
  ] as const)(
    'a %s payment offers to try again: a new initialize, then the checkout',
    async (status, title) => {
      server.setRoutes({
        [`POST ${VERIFY}`]: () => ok(paymentWith(status)),
        'POST /api/payments/initialize': initializeOk('RGR-SECOND'),
      });
      const { user } = renderAt(`/payment-confirmation?reference=${REF}`);
      expect(await screen.findByRole('heading', { name: title })).toBeVisible();
      expect(screen.getByRole('alert', { name: 'You have not paid' })).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Try again' }));

      await waitFor(() =>
        expect(assign).toHaveBeenCalledWith(initialized('RGR-SECOND').checkout_url),
      );
      expect(requestsTo(server.requests, 'POST', '/api/payments/initialize')[0]?.body).toEqual({
        kind: 'application',
        tracking_id: 'ABCD-1234-EFGH',
      });
    },
  );

  it('tries a failed other payment again with what was entered on this device', async () => {
    const body = {
      kind: 'standalone',
      payment_type_id: 1,
      payer_name: 'Tolu Adeyemi',
      payer_email: 'tolu@example.com',
      payer_matric_number: null,
    };
    localStorage.setItem(
      'applicant-portal.payments',
      JSON.stringify([{ reference: REF, body, at: 1 }]),
    );
    server.setRoutes({
      [`POST ${VERIFY}`]: () =>
        ok({ ...paymentWith('failed'), kind: 'standalone', tracking_id: null }),
      'POST /api/payments/initialize': initializeOk('RGR-THIRD'),
    });
    const { user } = renderAt(`/payment-confirmation?reference=${REF}`);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(requestsTo(server.requests, 'POST', '/api/payments/initialize')[0]?.body).toEqual(body);
  });

  it('sends a failed other payment from another device back to the form', async () => {
    server.setRoutes({
      [`POST ${VERIFY}`]: () =>
        ok({ ...paymentWith('failed'), kind: 'standalone', tracking_id: null }),
    });
    renderAt(`/payment-confirmation?reference=${REF}`);
    expect(await screen.findByRole('link', { name: 'Start the payment again' })).toHaveAttribute(
      'href',
      '/other-payments',
    );
  });

  it('says clearly when no payment has the reference', async () => {
    server.setRoutes({
      [`POST ${VERIFY}`]: () => ({
        status: 404,
        body: { status: 'error', message: 'No payment was found with this reference.' },
      }),
    });
    renderAt(`/payment-confirmation?reference=${REF}`);
    expect(
      await screen.findByRole('alert', { name: 'We could not find this payment' }),
    ).toHaveTextContent(REF);
  });

  it('says a reference is needed when there is none', async () => {
    renderAt('/payment-confirmation?status=paid');
    expect(
      await screen.findByRole('alert', { name: 'No payment reference was given' }),
    ).toBeVisible();
    expect(server.requests).toHaveLength(0);
  });

  it('offers to try again when the server could not be asked', async () => {
    let calls = 0;
    server.setRoutes({
      [`POST ${VERIFY}`]: () =>
        calls++ === 0
          ? { status: 502, body: { status: 'error', message: 'Provider unreachable' } }
          : ok(paidPayment),
    });
    const { user } = renderAt(`/payment-confirmation?reference=${REF}`);
    const alert = await screen.findByRole('alert', { name: 'We could not check your payment' });
    expect(await screen.findByText('Provider unreachable')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
  });
});
