import { screen, waitFor, within } from '@testing-library/react';
import { focusedErrorSummary, summaryLinkTexts } from '../../testing/error-summary';
import { applicationData, initialized, ok } from '../../testing/fixtures';
import { requestsTo } from '../../testing/payment-routes';
import { setupPortalServer, stubCheckout } from '../../testing/portal-server';
import { renderPortal } from '../../testing/render-portal';

const withTypes = {
  ...applicationData,
  payment_types: [
    ...applicationData.payment_types,
    { id: 4, name: 'Verification letter', description: null, amount: 250000 },
  ],
};

const server = setupPortalServer();
const assign = stubCheckout();
beforeEach(() => {
  server.setRoutes({
    'GET /api/application-data': () => ok(withTypes),
    'POST /api/payments/initialize': () => ok({ ...initialized('RGR-OTHER'), amount: 250000 }),
  });
});

describe('Other payments', () => {
  it('lists every problem in the error summary, linked to its field', async () => {
    const { user } = renderPortal('/other-payments');
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await focusedErrorSummary();
    expect(summaryLinkTexts(summary)).toEqual([
      'What are you paying for: Choose what you are paying for',
      'Full name: This field is required',
      'Email address: Please enter a valid email',
    ]);
    await user.click(within(summary).getByRole('link', { name: /Full name/ }));
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
  });

  it('checks the answers, lets one be changed, then pays the chosen type', async () => {
    const { user } = renderPortal('/other-payments');
    await user.click(await screen.findByRole('radio', { name: 'Change of name: ₦10,000.00' }));
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Tolu Adeyemi');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'tolu@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByRole('heading', { name: 'Check your answers before paying' }),
    ).toBeVisible();
    expect(screen.getByText('Paying for').nextSibling).toHaveTextContent('Change of name');
    expect(screen.getByText('Matric number').nextSibling).toHaveTextContent('Not given');

    await user.click(screen.getByRole('link', { name: 'Change what you are paying for' }));
    const letter = await screen.findByRole('radio', { name: 'Verification letter: ₦2,500.00' });
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Tolu Adeyemi');
    await user.click(letter);
    await user.type(screen.getByRole('textbox', { name: /Matric number/ }), 'FUTD/10/0001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.click(await screen.findByRole('button', { name: 'Pay ₦2,500.00 now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(initialized('RGR-OTHER').checkout_url));
    expect(requestsTo(server.requests, 'POST', '/api/payments/initialize')[0]?.body).toEqual({
      kind: 'standalone',
      payment_type_id: 4,
      payer_name: 'Tolu Adeyemi',
      payer_email: 'tolu@example.com',
      payer_matric_number: 'FUTD/10/0001',
    });
  });

  it('starts again at the form when check your answers is opened directly', async () => {
    renderPortal('/other-payments/check');
    expect(
      await screen.findByRole('group', { name: 'What are you paying for?' }),
    ).toBeInTheDocument();
  });

  it('says when no other payments are offered', async () => {
    server.setRoutes({
      'GET /api/application-data': () => ok({ ...applicationData, payment_types: [] }),
    });
    renderPortal('/other-payments');
    expect(
      await screen.findByText('No other payments are offered at the moment.'),
    ).toBeInTheDocument();
  });

  it('offers to try again when the payment types cannot be loaded', async () => {
    server.setRoutes({
      'GET /api/application-data': () => ({
        status: 500,
        body: { status: 'error', message: 'Down' },
      }),
    });
    renderPortal('/other-payments');
    expect(
      await screen.findByRole('alert', { name: 'We could not load the payment types' }),
    ).toBeVisible();
  });
});
