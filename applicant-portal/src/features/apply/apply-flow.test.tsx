import { CONSENT_WORDING_CHANGED } from '@registrar/shared-api';
import { screen, within } from '@testing-library/react';
import { focusedErrorSummary, summaryLinkTexts } from '../../testing/error-summary';
import {
  applicant,
  applicationData,
  IDENTITY_CODE,
  IDENTITY_TOKEN,
  identityRoutes,
  maskedApplicant,
  ok,
  storedApplicant,
  submitted,
} from '../../testing/fixtures';
import { setupPortalServer } from '../../testing/portal-server';
import { quoteRoute } from '../../testing/quote-route';
import { renderPortal, testInstitution } from '../../testing/render-portal';

const server = setupPortalServer();
beforeEach(() => {
  server.setRoutes({
    'GET /api/application-data': () => ok(applicationData),
    ...identityRoutes,
    'GET /api/check-matric-number': ({ query }) =>
      query.get('matric_number') === applicant.matric_number
        ? ok(maskedApplicant)
        : {
            status: 404,
            body: { status: 'error', message: 'Student not found', error: 'Student not found' },
          },
    'POST /api/applications': () => ok(submitted),
    'POST /api/applications/quote': quoteRoute,
    'GET /api/consent-wording': () => ok(consentWording),
    'POST /api/identity/phone-codes': () => ok(phoneChallenge),
    'POST /api/identity/phone-codes/verify': () => ok(phoneProof),
  });
});

const phoneProof = {
  phone_token: 'phone-token-0123456789',
  phone: '+2348035550101',
  expires_at: '2099-01-01T00:00:00.000Z',
};
const phoneChallenge = {
  challenge_id: 'c'.repeat(32),
  sent_to: '•••01',
  expires_at: '2099-01-01T00:00:00.000Z',
  resend_at: '2099-01-01T00:00:00.000Z',
};

const consentWording = {
  id: 3,
  text: 'I consent to the registry releasing my transcript to the receivers named.',
  created_at: '2026-11-01T09:00:00.000Z',
};

type User = ReturnType<typeof renderPortal>['user'];

const startAs = async (user: User, matric: string) => {
  await user.type(await screen.findByRole('textbox', { name: /Matric number/ }), matric);
  await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'tolu@example.com');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
};

/** The identity step: the code goes to the record's email and is typed back. */
const proveIdentity = async (user: User, code = IDENTITY_CODE) => {
  await user.click(await screen.findByRole('button', { name: 'Send the code' }));
  await user.type(await screen.findByRole('textbox', { name: /Code/ }), code);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
};

/** Matric number, email and code: the applicant arrives at "Is this you?". */
const startProven = async (user: User) => {
  await startAs(user, applicant.matric_number);
  await proveIdentity(user);
};

/** On the copy form: the purpose, the type of copy and the format. */
const chooseCopy = async (user: User, purpose: string, type: string, format: string) => {
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'What is the transcript for?' }),
    purpose,
  );
  await user.click(screen.getByRole('radio', { name: type }));
  await user.click(screen.getByRole('radio', { name: format }));
};

const addHardCopy = async (user: User) => {
  await user.click(await screen.findByRole('link', { name: /Add (a|another) copy/ }));
  await chooseCopy(user, 'Further Studies', 'Official copy', 'Hard copy');
  await user.selectOptions(screen.getByRole('combobox', { name: /Destination region/ }), '1');
  const courier = screen.getByRole('combobox', { name: /Courier/ });
  // Only the couriers serving domestic delivery are offered for Lagos.
  expect(within(courier).queryByRole('option', { name: /DHL/ })).toBeNull();
  await user.selectOptions(courier, '2');
  await user.type(screen.getByRole('textbox', { name: /Recipient name/ }), 'Admissions Office');
  await user.type(screen.getByRole('textbox', { name: /Recipient address/ }), '1 Campus Road');
  await user.click(screen.getByRole('button', { name: 'Add this copy' }));
};

const addSoftCopy = async (user: User) => {
  await user.click(await screen.findByRole('link', { name: /Add another copy/ }));
  await chooseCopy(user, 'Employment', 'Official copy', 'Soft copy');
  await user.type(screen.getByRole('textbox', { name: /Recipient email/ }), 'hr@acme.test');
  await user.type(screen.getByRole('textbox', { name: /Reference number/ }), 'EV-42');
  await user.click(screen.getByRole('button', { name: 'Add this copy' }));
};

describe('Start application', () => {
  it('says on the field that an unknown matric number was not found, without a toast', async () => {
    const { user } = renderPortal('/start-application');
    await startAs(user, 'NOPE/1');
    await focusedErrorSummary();
    expect(screen.getByRole('textbox', { name: /Matric number/ })).toHaveAccessibleDescription(
      /We could not find this matric number/,
    );
    expect(screen.queryByText('Student not found')).toBeNull();
  });

  it('shows the record for confirmation, then continues to the application', async () => {
    const { user } = renderPortal('/start-application');
    await startAs(user, applicant.matric_number);
    // Before the code, only initials and the masked contact are shown.
    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toBeInTheDocument();
    expect(screen.getByText(/T\. O\. A\./)).toBeInTheDocument();
    expect(screen.queryByText(/Adeyemi/)).toBeNull();
    await proveIdentity(user, '000000');
    await focusedErrorSummary();
    expect(screen.getByRole('textbox', { name: /Code/ })).toHaveAccessibleDescription(
      /The code is not right\. You have 4 tries left\./,
    );
    await user.clear(screen.getByRole('textbox', { name: /Code/ }));
    await user.type(screen.getByRole('textbox', { name: /Code/ }), IDENTITY_CODE);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Is this you?' })).toBeInTheDocument();
    expect(screen.getByText('Tolu Oluwaseun Adeyemi')).toBeInTheDocument();
    expect(screen.getByText('2014/2015 session')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New application' })).toBeVisible();
    expect(screen.getByText('You have not added any copies yet')).toBeInTheDocument();
  });
});

describe('Identity check by the registry', () => {
  it('a record without an email sends the applicant to the registry, and nothing is shown', async () => {
    server.setRoutes({
      'GET /api/check-matric-number': () =>
        ok({ ...maskedApplicant, contact_hint: null, identity_route: 'staff_check' }),
      'POST /api/identity/checks': () => ({
        status: 200,
        body: { status: 'success', message: 'Thank you. The registry will email you.' },
      }),
    });
    const { user } = renderPortal('/start-application');
    await startAs(user, applicant.matric_number);
    expect(
      await screen.findByRole('heading', { name: 'Ask the registry to check your identity' }),
    ).toHaveFocus();
    expect(screen.getByText(/Your record has no email we can send a code to/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('tolu@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    await focusedErrorSummary();
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Tolu Adeyemi');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByRole('heading', { name: 'Request sent' })).toHaveFocus();
    const post = server.requests.find((r) => r.path === '/api/identity/checks');
    expect(post?.body).toMatchObject({
      matric_number: applicant.matric_number,
      full_name: 'Tolu Adeyemi',
      email_address: 'tolu@example.com',
    });
    expect(screen.queryByText(/Adeyemi/)).toBeNull();
  });

  it('an applicant without access to the email on record can ask instead of waiting for a code', async () => {
    const { user } = renderPortal('/start-application');
    await startAs(user, applicant.matric_number);
    await user.click(
      await screen.findByRole('button', { name: 'Ask the registry to check my identity' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Ask the registry to check your identity' }),
    ).toBeVisible();
    expect(screen.getByText(/You cannot use the email on your record/)).toBeVisible();
  });
});

describe('New application', () => {
  it('lists every problem of an empty copy in the error summary, linked to its field', async () => {
    const { user } = renderPortal('/start-application');
    await startProven(user);
    await user.click(await screen.findByRole('button', { name: 'Yes, continue' }));
    await user.click(await screen.findByRole('link', { name: 'Add a copy' }));
    await user.click(await screen.findByRole('button', { name: 'Add this copy' }));

    const summary = await focusedErrorSummary();
    expect(summaryLinkTexts(summary)).toEqual([
      'What is the transcript for: Choose what the transcript is for',
      'Type of copy: Choose official copy or student copy',
      'Format: Choose soft copy or hard copy',
    ]);
    await user.click(within(summary).getByRole('link', { name: /Format/ }));
    expect(screen.getByRole('radio', { name: 'Soft copy' })).toHaveFocus();
  });

  it("refuses a format the server's quote says is not offered, on the format field", async () => {
    const { user } = renderPortal('/start-application');
    await startProven(user);
    await user.click(await screen.findByRole('button', { name: 'Yes, continue' }));
    await user.click(await screen.findByRole('link', { name: 'Add a copy' }));
    await chooseCopy(user, 'Further Studies', 'Student copy', 'Hard copy');
    await user.click(screen.getByRole('button', { name: 'Add this copy' }));
    expect(
      await within(screen.getByRole('alert', { name: 'There is a problem' })).findByText(
        'Format: This format is not offered for this purpose and type',
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's fee for the copy being built, quoted once per change", async () => {
    const { user } = renderPortal('/start-application');
    await startProven(user);
    await user.click(await screen.findByRole('button', { name: 'Yes, continue' }));
    await user.click(await screen.findByRole('link', { name: 'Add a copy' }));
    expect(screen.getByText(/Choose a purpose, type and format to see the fee/)).toBeVisible();
    await chooseCopy(user, 'Employment', 'Official copy', 'Soft copy');
    await user.type(screen.getByRole('textbox', { name: /Recipient email/ }), 'hr@acme.test');
    expect(await screen.findByText(/Fee for this copy:/)).toHaveTextContent(
      'Fee for this copy: ₦10,500.00 (₦10,500.00 transcript).',
    );
    // Typing the address is one change: the pause before quoting lets it finish.
    const quotes = server.requests.filter((r) => r.path === '/api/applications/quote');
    expect(quotes.at(-1)?.body).toEqual({
      copies: [
        {
          purpose: 'Employment',
          type: 'official',
          format: 'soft_copy',
          reference_number: null,
          recipient_id: null,
          recipient_email: 'hr@acme.test',
        },
      ],
    });
    expect(quotes.length).toBeLessThan('hr@acme.test'.length);
  });

  it("shows the quote's field errors on the copy they belong to", async () => {
    localStorage.setItem('applicant-portal.applicant', storedApplicant());
    localStorage.setItem(
      'applicant-portal.transcript_copies',
      JSON.stringify([
        {
          id: 'a',
          purpose: 'Employment',
          type: 'official',
          format: 'soft_copy',
          recipient_email: 'x@y.test',
        },
        {
          id: 'b',
          purpose: 'Further Studies',
          type: 'student',
          format: 'hard_copy',
          region_id: 1,
          courier_id: 2,
          recipient_name: 'A',
          recipient_address: 'B',
        },
      ]),
    );
    renderPortal('/apply/check');
    const problems = await screen.findByRole('list', { name: 'Problems with copy 2' });
    expect(problems).toHaveTextContent(
      'Format: This format is not offered for this purpose and type',
    );
    expect(screen.queryByRole('list', { name: 'Problems with copy 1' })).toBeNull();
    expect(
      screen.getByText('Some copies need changing before we can work out the fees'),
    ).toBeInTheDocument();
  });

  it('keeps draft copies through a reload, with the quoted totals', async () => {
    const first = renderPortal('/start-application');
    await startProven(first.user);
    await first.user.click(await screen.findByRole('button', { name: 'Yes, continue' }));
    await addHardCopy(first.user);
    await addSoftCopy(first.user);
    expect(await screen.findByRole('heading', { name: 'Your copies (2)' })).toBeInTheDocument();
    first.unmount();

    // A fresh store reads the drafts and the applicant back from localStorage.
    renderPortal('/apply');
    expect(await screen.findByRole('heading', { name: 'Your copies (2)' })).toBeInTheDocument();
    const totals = await screen.findByRole('table', { name: /Fees/ });
    // 15,000 + 10,500 transcript; 3,500 + 4,000 delivery for the domestic hard copy.
    expect(within(totals).getByRole('row', { name: /Transcript fee/ })).toHaveTextContent(
      '₦25,500.00',
    );
    expect(within(totals).getByRole('row', { name: /Delivery fee/ })).toHaveTextContent(
      '₦7,500.00',
    );
    expect(within(totals).getByRole('row', { name: /Total/ })).toHaveTextContent('₦33,000.00');
    const ids = (
      JSON.parse(localStorage.getItem('applicant-portal.transcript_copies') ?? '[]') as {
        id: string;
      }[]
    ).map((c) => c.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('removes a copy', async () => {
    const { user } = renderPortal('/start-application');
    await startProven(user);
    await user.click(await screen.findByRole('button', { name: 'Yes, continue' }));
    await addHardCopy(user);
    await user.click(await screen.findByRole('button', { name: 'Remove copy 1' }));
    expect(await screen.findByText('You have not added any copies yet')).toBeInTheDocument();
    expect(localStorage.getItem('applicant-portal.transcript_copies')).toBeNull();
  });

  it("puts the server's 422 copy errors in the summary, linked to the copy to change", async () => {
    server.setRoutes({
      'GET /api/application-data': () => ok(applicationData),
      ...identityRoutes,
      'GET /api/check-matric-number': () => ok(maskedApplicant),
      'POST /api/applications/quote': quoteRoute,
      'GET /api/consent-wording': () => ok(consentWording),
      'POST /api/applications': () => ({
        status: 422,
        body: {
          status: 'error',
          message: 'The given data was invalid.',
          errors: { 'copies.0.courier_id': ['This courier does not deliver to this region'] },
        },
      }),
    });
    const { user } = renderPortal('/start-application');
    await startProven(user);
    await user.click(await screen.findByRole('button', { name: 'Yes, continue' }));
    await addHardCopy(user);
    await user.click(await screen.findByRole('link', { name: 'Continue' }));
    await user.click(await screen.findByRole('checkbox', { name: 'I give my consent' }));
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    const link = within(summary).getByRole('link', {
      name: 'Copy 1: Courier: This courier does not deliver to this region',
    });
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Change a copy' })).toBeInTheDocument();
    // Nothing was lost: the draft is still there.
    expect(localStorage.getItem('applicant-portal.transcript_copies')).not.toBeNull();
  });

  it('submits, shows the reference and empties the drafts and the applicant', async () => {
    const { user } = renderPortal('/start-application');
    await startProven(user);
    await user.click(await screen.findByRole('button', { name: 'Yes, continue' }));
    await addHardCopy(user);
    await addSoftCopy(user);
    // Said where the copy form returns, and only there.
    expect(await screen.findByRole('status', { name: 'Copy added' })).toBeVisible();
    await user.click(await screen.findByRole('link', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: /Check your answers/ })).toBeInTheDocument();
    expect(screen.queryByText('Copy added')).toBeNull();
    // The fees have one heading, which names their table.
    expect(await screen.findByRole('table', { name: 'Fees' })).toBeVisible();
    expect(screen.getAllByText('Fees', { exact: true })).toHaveLength(1);
    // Consent first: the institution's wording, naming both receivers, and the box to tick.
    const consent = within(screen.getByRole('region', { name: 'Your consent' }));
    expect(await consent.findByText(consentWording.text)).toBeInTheDocument();
    expect(consent.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Admissions Office, 1 Campus Road',
      'hr@acme.test',
    ]);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    const refused = await focusedErrorSummary();
    expect(summaryLinkTexts(refused)).toEqual(['Consent: Tick the box to give your consent']);
    expect(server.requests.some((r) => r.method === 'POST' && r.path === '/api/applications')).toBe(
      false,
    );
    await user.click(within(refused).getByRole('link', { name: /Consent/ }));
    expect(screen.getByRole('checkbox', { name: 'I give my consent' })).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: 'I give my consent' }));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByRole('heading', { name: 'Application submitted' })).toBeVisible();
    expect(screen.getByTestId('tracking-reference')).toHaveTextContent('ABCD-1234-EFGH');
    expect(screen.getByRole('link', { name: 'Track your application' })).toHaveAttribute(
      'href',
      '/track?reference=ABCD-1234-EFGH',
    );
    const post = server.requests.find((r) => r.method === 'POST' && r.path === '/api/applications');
    expect(post?.body).toEqual({
      matric_number: applicant.matric_number,
      identity_token: IDENTITY_TOKEN,
      email_address: 'tolu@example.com',
      copies: [
        {
          purpose: 'Further Studies',
          type: 'official',
          format: 'hard_copy',
          reference_number: null,
          recipient_id: null,
          recipient_name: 'Admissions Office',
          recipient_address: '1 Campus Road',
          region_id: 1,
          courier_id: 2,
        },
        {
          purpose: 'Employment',
          type: 'official',
          format: 'soft_copy',
          reference_number: 'EV-42',
          recipient_id: null,
          recipient_email: 'hr@acme.test',
        },
      ],
      consent: {
        wording_id: consentWording.id,
        receivers: ['Admissions Office, 1 Campus Road', 'hr@acme.test'],
        agreed: true,
      },
    });
    expect(localStorage.getItem('applicant-portal.transcript_copies')).toBeNull();
    expect(localStorage.getItem('applicant-portal.applicant')).toBeNull();
    expect(localStorage.getItem('applicant-portal.matric_number')).toBeNull();
  });

  it('sends the mobile number verified on the check page, for SMS updates', async () => {
    const { user } = renderPortal('/start-application');
    await startProven(user);
    await user.click(await screen.findByRole('button', { name: 'Yes, continue' }));
    await addHardCopy(user);
    await user.click(await screen.findByRole('link', { name: 'Continue' }));
    const sms = within(await screen.findByRole('region', { name: 'SMS updates (optional)' }));
    await user.type(
      sms.getByRole('textbox', { name: /Mobile number for SMS updates/ }),
      '0803 555 0101',
    );
    await user.click(sms.getByRole('button', { name: 'Send a code' }));
    await user.type(await sms.findByRole('textbox', { name: /^Code/ }), '482913');
    await user.click(sms.getByRole('button', { name: 'Confirm the number' }));
    expect(await sms.findByText(/We will text \+234 803 555 0101/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I give my consent' }));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('heading', { name: 'Application submitted' })).toBeVisible();
    const post = server.requests.find((r) => r.method === 'POST' && r.path === '/api/applications');
    expect(post?.body).toMatchObject({
      phone_number: phoneProof.phone,
      phone_token: phoneProof.phone_token,
    });
  });

  it('offers no SMS updates where the registry has no SMS gateway', async () => {
    const { user } = renderPortal('/start-application', {
      ...testInstitution,
      sms: { enabled: false },
    });
    await startProven(user);
    await user.click(await screen.findByRole('button', { name: 'Yes, continue' }));
    await addHardCopy(user);
    await user.click(await screen.findByRole('link', { name: 'Continue' }));
    expect(await screen.findByRole('checkbox', { name: 'I give my consent' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'SMS updates (optional)' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Mobile number for SMS updates/ })).toBeNull();
  });

  it('asks for consent again when the wording changed after it was read', async () => {
    let wording = consentWording;
    server.setRoutes({
      'GET /api/application-data': () => ok(applicationData),
      ...identityRoutes,
      'GET /api/check-matric-number': () => ok(maskedApplicant),
      'POST /api/applications/quote': quoteRoute,
      'GET /api/consent-wording': () => ok(wording),
      'POST /api/applications': () => {
        wording = { ...consentWording, id: 4, text: 'The new wording of the consent, version 4.' };
        return {
          status: 422,
          body: {
            status: 'error',
            message: 'The given data was invalid.',
            errors: { 'consent.wording_id': [CONSENT_WORDING_CHANGED] },
          },
        };
      },
    });
    const { user } = renderPortal('/start-application');
    await startProven(user);
    await user.click(await screen.findByRole('button', { name: 'Yes, continue' }));
    await addHardCopy(user);
    await user.click(await screen.findByRole('link', { name: 'Continue' }));
    await user.click(await screen.findByRole('checkbox', { name: 'I give my consent' }));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    const summary = await focusedErrorSummary();
    expect(summaryLinkTexts(summary)).toEqual([`Consent: ${CONSENT_WORDING_CHANGED}`]);
    expect(await screen.findByText('The new wording of the consent, version 4.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'I give my consent' })).not.toBeChecked();
  });
});
