import {
  MY_APPLICATIONS_CODE_SENT,
  type TMyApplications,
  type TMyApplicationsSession,
  type TMyRequestPayment,
  type TPayment,
} from '@registrar/shared-api';
import { screen, waitFor, within } from '@testing-library/react';
import type { Reply } from '../../../../jest/support/test-server';
import { focusedErrorSummary, summaryLinkTexts } from '../../testing/error-summary';
import { ok, paidPayment, trackedView } from '../../testing/fixtures';
import { requestsTo } from '../../testing/payment-routes';
import { setupPortalServer } from '../../testing/portal-server';
import { renderPortal } from '../../testing/render-portal';
import { applicantSession } from './applicant-session';

const EMAIL = 'tolu@example.com';
const TOKEN = 'session-token-0123456789abcdefghijklmnopqrstuv';
const CODE = '482913';
const SESSION_ENDED = 'Your session has ended. Ask for a new code to see your applications.';
const inAMoment = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

const session = (): TMyApplicationsSession => ({
  session_token: TOKEN,
  email: EMAIL,
  expires_at: inAMoment(30 * 60),
});

const payment = (status: 'paid' | 'pending', reference: string): TMyRequestPayment => ({
  reference,
  provider: 'local',
  channel: null,
  status,
  enums: { status: status === 'paid' ? 'Paid' : 'Pending' },
  amount: 3150000,
  currency: 'NGN',
  created_at: '2025-03-07T08:45:00.000Z',
  paid_at: status === 'paid' ? '2025-03-07T09:00:00.000Z' : null,
  refunded_at: null,
  refunded_amount: 0,
  refunding_amount: 0,
  receipt_path:
    status === 'paid'
      ? `/payments/reference/${reference}/receipt?email=${encodeURIComponent(EMAIL)}`
      : null,
});

const { redacted: _redacted, ...payerView } = paidPayment;
const otherPayment: TPayment = {
  ...payerView,
  reference: 'RGR-OTHERPAYMENT0000000001',
  kind: 'standalone',
  enums: { status: 'Paid', kind: 'Other payment' },
  description: 'Change of name',
  tracking_id: null,
  items: [{ description: 'Change of name', amount: 1000000 }],
  amount: 1000000,
  receipt_path: `/payments/reference/RGR-OTHERPAYMENT0000000001/receipt?email=${encodeURIComponent(EMAIL)}`,
};

const listed = (pending = payment('pending', 'RGR-PENDINGPAYMENT00000001')): TMyApplications => ({
  email: EMAIL,
  applications: [
    {
      kind: 'certificate',
      tracking_id: 'CERT-2345-WXYZ',
      status: 'pending_payment',
      enums: { kind: 'Certificate', status: 'Pending payment' },
      total: 2500000,
      created_at: '2025-03-08T10:00:00.000Z',
      payments: [pending],
    },
    {
      kind: 'transcript',
      tracking_id: 'ABCD-1234-EFGH',
      status: 'paid',
      enums: { kind: 'Transcript', status: 'Paid' },
      total: 3150000,
      created_at: '2025-03-07T08:40:00.000Z',
      payments: [payment('paid', 'RGR-7K3M9QAZ2B4D5E6F7G8H')],
    },
  ],
  other_payments: [otherPayment],
  limit: 100,
  truncated: false,
  expires_at: inAMoment(30 * 60),
});

const codeSent = (resendIn = 60) =>
  ({
    status: 200,
    body: {
      status: 'success',
      message: MY_APPLICATIONS_CODE_SENT,
      data: { expires_at: inAMoment(15 * 60), resend_at: inAMoment(resendIn) },
    },
  }) satisfies Reply;

const ended: Reply = {
  status: 401,
  body: { status: 'error', message: SESSION_ENDED, error: 'applicant_session_ended' },
};

const server = setupPortalServer();
beforeEach(() => {
  sessionStorage.clear();
  server.setRoutes({
    'POST /api/my-applications/codes': () => codeSent(),
    'POST /api/my-applications/codes/verify': ({ body }) =>
      (body as { code: string }).code === CODE
        ? ok(session())
        : {
            status: 422,
            body: {
              status: 'error',
              message: 'Wrong',
              errors: { code: ['The code is not right. You have 4 tries left.'] },
            },
          },
    'GET /api/my-applications': () => ok(listed()),
    'DELETE /api/my-applications/session': () => ({
      status: 200,
      body: { status: 'success', message: 'You are signed out.' },
    }),
  });
});

/** Puts a live session in this tab, as a verified code leaves it. */
const signedIn = () => applicantSession.write(session());

describe('My applications (/my-applications)', () => {
  it('asks for the email, then the code, then lists the applications of that email', async () => {
    const { user } = renderPortal('/my-applications');
    expect(await screen.findByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
    expect(screen.getByText(/We will email you a code/)).toBeVisible();
    const email = screen.getByRole('textbox', { name: /Email address/ });
    await user.type(email, 'tolu@example');
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    expect(summaryLinkTexts(await focusedErrorSummary())).toEqual([
      'Email address: Please enter a valid email',
    ]);
    await user.clear(email);
    await user.type(email, EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send a code' }));

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Enter the code we sent',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(requestsTo(server.requests, 'POST', '/api/my-applications/codes')[0]?.body).toEqual({
      email: EMAIL,
    });
    expect(screen.getByRole('status', { name: 'Check your email' })).toHaveTextContent(
      /for 15 minutes/,
    );
    const code = screen.getByRole('textbox', { name: /^Code/ });
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(summaryLinkTexts(await focusedErrorSummary())).toEqual([
      'Code: The code is not right. You have 4 tries left.',
    ]);
    await user.clear(code);
    await user.type(code, CODE);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const applications = await screen.findByRole('region', { name: 'Applications' });
    const items = within(applications).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Certificate application CERT-2345-WXYZ', 'Transcript application ABCD-1234-EFGH']);
    const read = requestsTo(server.requests, 'GET', '/api/my-applications')[0];
    expect(read?.headers['x-applicant-session']).toBe(TOKEN);
    expect(read?.authorization).toBeUndefined();
    // The token stays in this tab only.
    expect(sessionStorage.getItem(applicantSession.storageKey)).toContain(TOKEN);
    expect(JSON.stringify({ ...localStorage })).not.toContain(TOKEN);

    const transcript = items[1]!;
    expect(within(transcript).getByText('RGR-7K3M9QAZ2B4D5E6F7G8H')).toBeVisible();
    expect(within(transcript).getByRole('link', { name: /^Receipt \(PDF\)/ })).toHaveAttribute(
      'href',
      `/api/payments/reference/RGR-7K3M9QAZ2B4D5E6F7G8H/receipt?email=${encodeURIComponent(EMAIL)}`,
    );
    expect(
      within(transcript).queryByRole('button', { name: /Check this payment again/ }),
    ).toBeNull();
    const others = screen.getByRole('region', { name: 'Other payments' });
    expect(within(others).getByRole('heading', { name: 'Change of name' })).toBeVisible();
    expect(within(others).getByRole('link', { name: /^Receipt \(PDF\)/ })).toHaveAttribute(
      'href',
      `/api${otherPayment.receipt_path!}`,
    );
  });

  it('shows what was refunded and what is still on its way back', async () => {
    const base = listed();
    const [certificate, paidTranscript] = base.applications;
    server.setRoutes({
      'GET /api/my-applications': () =>
        ok({
          ...base,
          applications: [
            certificate!,
            {
              ...paidTranscript!,
              status: 'refunded',
              enums: { kind: 'Transcript', status: 'Refunded' },
              payments: [
                {
                  ...payment('paid', 'RGR-7K3M9QAZ2B4D5E6F7G8H'),
                  status: 'refunded',
                  enums: { status: 'Refunded' },
                  refunded_amount: 2000000,
                  refunding_amount: 1150000,
                },
              ],
            },
          ],
        }),
    });
    signedIn();
    renderPortal('/my-applications');
    const applications = await screen.findByRole('region', { name: 'Applications' });
    const transcript = within(applications).getAllByRole('listitem')[1]!;
    expect(within(transcript).getByText('Refunded to you').nextSibling).toHaveTextContent(
      '₦20,000.00',
    );
    expect(within(transcript).getByText('Being refunded').nextSibling).toHaveTextContent(
      '₦11,500.00: it goes back the way you paid',
    );
  });

  it('links each application to its track page with the email filled in', async () => {
    signedIn();
    server.setRoutes({
      'GET /api/my-applications': () => ok(listed()),
      'GET /api/applications/track/ABCD-1234-EFGH': () => ok(trackedView),
    });
    const { user } = renderPortal('/my-applications');
    await user.click(
      await screen.findByRole('link', { name: 'Track this application ABCD-1234-EFGH' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Track an application' }),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Show my details' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue(EMAIL);
    // The email is not in the address: it went as the link's state.
    expect(
      requestsTo(server.requests, 'GET', '/api/applications/track/ABCD-1234-EFGH')[0]?.query.has(
        'email',
      ),
    ).toBe(false);
  });

  it('checks a pending payment again with the email, then shows what the server says', async () => {
    signedIn();
    let reads = 0;
    server.setRoutes({
      'GET /api/my-applications': () =>
        ok((reads += 1) === 1 ? listed() : listed(payment('paid', 'RGR-PENDINGPAYMENT00000001'))),
      'POST /api/payments/reference/RGR-PENDINGPAYMENT00000001/verify': () =>
        ok({ ...paidPayment, reference: 'RGR-PENDINGPAYMENT00000001' }),
    });
    const { user } = renderPortal('/my-applications');
    await user.click(
      await screen.findByRole('button', {
        name: 'Check this payment again (RGR-PENDINGPAYMENT00000001)',
      }),
    );
    expect(await screen.findByText('Checked with the payment provider: Paid.')).toBeInTheDocument();
    const verify = requestsTo(
      server.requests,
      'POST',
      '/api/payments/reference/RGR-PENDINGPAYMENT00000001/verify',
    );
    expect(verify[0]?.query.get('email')).toBe(EMAIL);
    const certificate = within(
      await screen.findByRole('region', { name: 'Applications' }),
    ).getAllByRole('listitem')[0]!;
    expect(
      await within(certificate).findByRole('link', { name: /^Receipt \(PDF\)/ }),
    ).toBeVisible();
    expect(
      within(certificate).queryByRole('button', { name: /Check this payment again/ }),
    ).toBeNull();
  });

  it('says when no applications use the email', async () => {
    signedIn();
    server.setRoutes({
      'GET /api/my-applications': () => ok({ ...listed(), applications: [], other_payments: [] }),
    });
    renderPortal('/my-applications');
    expect(
      await screen.findByRole('note', { name: 'No applications use this email' }),
    ).toBeVisible();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    signedIn();
    let reads = 0;
    server.setRoutes({
      'GET /api/my-applications': () =>
        (reads += 1) === 1
          ? { status: 500, body: { status: 'error', message: 'Down' } }
          : ok(listed()),
    });
    const { user } = renderPortal('/my-applications');
    const failed = await screen.findByRole('alert', {
      name: 'We could not load your applications',
    });
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Applications' })).toBeVisible();
  });

  it('goes back to the email step with a message when the session has ended', async () => {
    signedIn();
    server.setRoutes({ 'GET /api/my-applications': () => ended });
    renderPortal('/my-applications');
    expect(await screen.findByRole('status', { name: 'Your session has ended' })).toHaveTextContent(
      SESSION_ENDED,
    );
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue(EMAIL);
    expect(sessionStorage.getItem(applicantSession.storageKey)).toBeNull();
    // No toast on top: the page says it.
    expect(screen.queryByText('Unauthenticated.')).toBeNull();
  });

  it('sends a new code, or starts again with a different email', async () => {
    server.setRoutes({ 'POST /api/my-applications/codes': () => codeSent(0) });
    const { user } = renderPortal('/my-applications');
    await user.type(await screen.findByRole('textbox', { name: /Email address/ }), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    const again = await screen.findByRole('button', { name: 'Send a new code' });
    await waitFor(() => expect(again).toBeEnabled());
    await user.click(again);
    await waitFor(() =>
      expect(requestsTo(server.requests, 'POST', '/api/my-applications/codes')).toHaveLength(2),
    );
    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(await screen.findByRole('textbox', { name: /Email address/ })).toHaveValue('');
  });

  it('signs out: the session ends on the server and in this tab', async () => {
    signedIn();
    const { user } = renderPortal('/my-applications');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('textbox', { name: /Email address/ })).toHaveValue('');
    const signOut = requestsTo(server.requests, 'DELETE', '/api/my-applications/session')[0];
    expect(signOut?.headers['x-applicant-session']).toBe(TOKEN);
    expect(sessionStorage.getItem(applicantSession.storageKey)).toBeNull();
  });
});
