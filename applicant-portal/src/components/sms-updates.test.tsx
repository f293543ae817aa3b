import type { TPhoneProof } from '@registrar/shared-api';
import { fieldMessages } from '@registrar/shared-ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { focusedErrorSummary, summaryLinkTexts } from '../testing/error-summary';
import { ok } from '../testing/fixtures';
import { setupPortalServer } from '../testing/portal-server';
import { SmsUpdates } from './sms-updates';

const LABEL = 'Mobile number for SMS updates (optional)';
const IDENTITY = 'identity-token-0123456789abcdefghijklmnop';
const NOT_MOBILE = 'Enter a mobile number: it starts with 070, 080, 081, 090 or 091';
const challenge = {
  challenge_id: 'c'.repeat(32),
  sent_to: '•••01',
  expires_at: new Date(Date.now() + 600_000).toISOString(),
  resend_at: new Date(Date.now() + 60_000).toISOString(),
};
const proof: TPhoneProof = {
  phone_token: 'phone-token-0123456789',
  phone: '+2348035550101',
  expires_at: new Date(Date.now() + 7_200_000).toISOString(),
};

const server = setupPortalServer({
  'POST /api/identity/phone-codes': (request) =>
    (request.body as { phone: string }).phone === '0603 123 4567'
      ? {
          status: 422,
          body: { status: 'error', message: NOT_MOBILE, errors: { phone: [NOT_MOBILE] } },
        }
      : ok(challenge),
  'POST /api/identity/phone-codes/verify': (request) =>
    (request.body as { code: string }).code === '482913'
      ? ok(proof)
      : {
          status: 422,
          body: {
            status: 'error',
            message: 'Wrong',
            errors: { code: ['The code is not right. You have 4 tries left.'] },
          },
        },
});

/** The step as a page holds it: the verified phone in the page's state. */
function Page() {
  const [phone, setPhone] = useState<TPhoneProof | null>(null);
  return <SmsUpdates identityToken={IDENTITY} value={phone} onChange={setPhone} />;
}

const start = () => {
  const user = userEvent.setup();
  render(<Page />);
  return user;
};

it('an applicant verifies their mobile number with the code texted to it', async () => {
  const user = start();
  await user.type(
    screen.getByRole('textbox', { name: /Mobile number for SMS updates \(optional\)/ }),
    '0803 555 0101',
  );
  await user.click(screen.getByRole('button', { name: 'Send a code' }));
  const code = await screen.findByRole('textbox', { name: /Code/ });
  await waitFor(() => expect(code).toHaveFocus());
  expect(server.requests.at(-1)?.body).toEqual({
    identity_token: IDENTITY,
    phone: '0803 555 0101',
  });
  expect(screen.getByRole('status')).toHaveTextContent('We texted a code to •••01');

  await user.type(code, '111111');
  await user.click(screen.getByRole('button', { name: 'Confirm the number' }));
  expect(summaryLinkTexts(await focusedErrorSummary())).toEqual([
    'Code: The code is not right. You have 4 tries left.',
  ]);

  await user.clear(code);
  await user.type(code, '482913');
  await user.click(screen.getByRole('button', { name: 'Confirm the number' }));
  expect(await screen.findByText(/We will text \+234 803 555 0101/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Do not send SMS updates' }));
  expect(screen.getByRole('button', { name: 'Send a code' })).toBeInTheDocument();
});

it('a number that is not a Nigerian mobile is refused with what to type, on the field', async () => {
  const user = start();
  const field = screen.getByRole('textbox', { name: /Mobile number for SMS updates/ });
  await user.click(screen.getByRole('button', { name: 'Send a code' }));
  expect(summaryLinkTexts(await focusedErrorSummary())).toEqual([
    `${LABEL}: ${fieldMessages.required}`,
  ]);
  expect(server.requests).toHaveLength(0);

  await user.type(field, '0603 123 4567');
  await user.click(screen.getByRole('button', { name: 'Send a code' }));
  await waitFor(() =>
    expect(summaryLinkTexts(screen.getByRole('alert', { name: 'There is a problem' }))).toEqual([
      `${LABEL}: ${NOT_MOBILE}`,
    ]),
  );
  expect(field).toHaveAccessibleDescription(expect.stringContaining(NOT_MOBILE));
  expect(screen.queryByRole('textbox', { name: /Code/ })).not.toBeInTheDocument();
});
