import { screen, waitFor, within } from '@testing-library/react';
import { checkoutNavigation } from '../../components/payment/checkout-navigation';
import {
  applicationData,
  IDENTITY_TOKEN,
  initialized,
  ok,
  storedApplicant,
  submitted,
} from '../../testing/fixtures';
import type { Routes } from '../../../../jest/support/test-server';
import { setupPortalServer } from '../../testing/portal-server';
import { renderPortal } from '../../testing/render-portal';

const server = setupPortalServer();
const routes: Routes = {
  'GET /api/application-data': () => ok(applicationData),
  'POST /api/payments/initialize': () => ok(initialized()),
  'POST /api/certificate-applications': ({ body }) =>
    (body as { matric_number: string }).matric_number === 'FUTD/10/0001'
      ? ok({
          ...submitted,
          tracking_id: 'WXYZ-5678-ABCD',
          kind: 'attestation',
          enums: { status: 'Pending payment', kind: 'Attestation' },
          delivery: {
            recipient_name: 'Me',
            recipient_address: 'Home',
            region_id: 1,
            region_name: 'Lagos',
            courier_id: 1,
            courier: 'NIPOST EMS',
            courier_name: null,
            waybill_number: null,
          },
          certificate_fee: 500000,
          delivery_fee: 650000,
          total: 1150000,
        })
      : {
          status: 422,
          body: {
            status: 'error',
            message: 'The given data was invalid.',
            errors: { matric_number: ['No graduate has this matric number.'] },
          },
        },
};
beforeEach(() => {
  localStorage.setItem('applicant-portal.applicant', storedApplicant());
  server.setRoutes(routes);
});

type User = ReturnType<typeof renderPortal>['user'];
const fill = async (user: User, matric: string) => {
  await user.click(await screen.findByRole('radio', { name: 'Attestation' }));
  await user.clear(screen.getByRole('textbox', { name: 'Matric number' }));
  await user.type(screen.getByRole('textbox', { name: 'Matric number' }), matric);
  await user.clear(screen.getByRole('textbox', { name: 'Email address' }));
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'tolu@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: /Destination region/ }), '1');
  await user.selectOptions(screen.getByRole('combobox', { name: /Courier/ }), '1');
  await user.type(screen.getByRole('textbox', { name: 'Recipient name' }), 'Me');
  await user.type(screen.getByRole('textbox', { name: 'Recipient address' }), 'Home');
  await user.click(screen.getByRole('button', { name: 'Submit certificate application' }));
};

describe('Certificate application', () => {
  it('asks an applicant who has not proved who they are to do so first', async () => {
    localStorage.clear();
    renderPortal('/certificate-application');
    expect(await screen.findByRole('link', { name: 'Confirm my identity' })).toHaveAttribute(
      'href',
      '/start-application?next=certificate',
    );
    expect(screen.queryByRole('button', { name: 'Submit certificate application' })).toBeNull();
  });

  it('submits and shows the reference and the fees the server set', async () => {
    const { user } = renderPortal('/certificate-application');
    await fill(user, 'FUTD/10/0001');
    expect(await screen.findByTestId('certificate-reference')).toHaveTextContent('WXYZ-5678-ABCD');
    const post = server.requests.find((r) => r.path === '/api/certificate-applications');
    expect(post?.body).toMatchObject({ identity_token: IDENTITY_TOKEN });
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('₦11,500.00');
    // Questions about the request go to its message thread, found by the reference.
    expect(screen.getByRole('link', { name: 'write to the registry' })).toHaveAttribute(
      'href',
      '/track/WXYZ-5678-ABCD/messages',
    );
    // …and its progress is on the track page.
    expect(screen.getByRole('link', { name: 'Track this application' })).toHaveAttribute(
      'href',
      '/track?reference=WXYZ-5678-ABCD',
    );
  });

  it('then pays for it: initialize with the certificate application, then the checkout', async () => {
    const assign = jest.spyOn(checkoutNavigation, 'assign').mockImplementation(() => undefined);
    try {
      const { user } = renderPortal('/certificate-application');
      await fill(user, 'FUTD/10/0001');
      await user.click(await screen.findByRole('button', { name: 'Pay ₦11,500.00 now' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(initialized().checkout_url));
      const init = server.requests.find((r) => r.path === '/api/payments/initialize');
      // With the email just submitted: the proof to resume a payment already started.
      expect(init?.body).toEqual({
        kind: 'certificate_application',
        tracking_id: 'WXYZ-5678-ABCD',
        email: 'tolu@example.com',
      });
    } finally {
      assign.mockRestore();
    }
  });

  it('sends the mobile number the applicant verified for SMS updates with the application', async () => {
    const proof = {
      phone_token: 'phone-token-0123456789',
      phone: '+2348035550101',
      expires_at: new Date(Date.now() + 7_200_000).toISOString(),
    };
    server.setRoutes({
      ...routes,
      'POST /api/identity/phone-codes': () =>
        ok({
          challenge_id: 'c'.repeat(32),
          sent_to: '•••01',
          expires_at: proof.expires_at,
          resend_at: proof.expires_at,
        }),
      'POST /api/identity/phone-codes/verify': () => ok(proof),
    });
    const { user } = renderPortal('/certificate-application');
    await user.type(
      await screen.findByRole('textbox', { name: /Mobile number for SMS updates/ }),
      '0803 555 0101',
    );
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    await user.type(await screen.findByRole('textbox', { name: /^Code/ }), '482913');
    await user.click(screen.getByRole('button', { name: 'Confirm the number' }));
    expect(await screen.findByText(/We will text \+234 803 555 0101/)).toBeInTheDocument();
    await fill(user, 'FUTD/10/0001');
    expect(await screen.findByTestId('certificate-reference')).toHaveTextContent('WXYZ-5678-ABCD');
    const post = server.requests.find((r) => r.path === '/api/certificate-applications');
    expect(post?.body).toMatchObject({ phone: proof.phone, phone_token: proof.phone_token });
  });

  it("puts the server's 422 message on the matric number field", async () => {
    const { user } = renderPortal('/certificate-application');
    await fill(user, 'NOPE/1');
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link')).toHaveTextContent(
      'Matric number: No graduate has this matric number.',
    );
  });
});

describe('Student and official copy', () => {
  it.each([
    ['/student-copy', '/start-application?type=student'],
    ['/official-copy', '/start-application?type=official'],
  ])('%s starts the application with the type preset', async (path, href) => {
    localStorage.clear();
    renderPortal(path);
    expect(await screen.findByRole('link', { name: 'Start now' })).toHaveAttribute('href', href);
  });
});
