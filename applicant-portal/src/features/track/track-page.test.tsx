import { formatInstitutionTime } from '@registrar/shared-api/core';
import type { TTrackedApplication, TTrackedCertificateApplication } from '@registrar/shared-api';

import { screen, within } from '@testing-library/react';
import { ok, submitted, submittedTracked } from '../../testing/fixtures';
import { setupPortalServer } from '../../testing/portal-server';
import { renderPortal } from '../../testing/render-portal';
import { EMAIL_MISMATCH } from './applicant-details';

/** The full record, as the server answers it with the applicant's email (no internal ids). */
const dispatched: TTrackedApplication = {
  ...submittedTracked,
  redacted: false,
  applicant: { ...submitted.applicant, phone: '+234 803 123 4567' },
  status: 'dispatched',
  enums: { status: 'Dispatched' },
  copies: [
    {
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
      recipient_id: null,
      receiver_confirmed_at: '2025-03-09T10:00:00.000Z',
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

/**
 * The reference alone: what the server masks (server/src/modules/applications/redaction.ts),
 * and no graduation year or staff note.
 */
const redacted: TTrackedApplication = {
  ...dispatched,
  redacted: true,
  applicant: {
    ...dispatched.applicant,
    matric_number: '•••',
    surname: 'A.',
    first_name: 'T.',
    other_names: 'O.',
    email: 't•••@example.com',
    phone: '•••67',
    programme: '•••',
    graduation_year: null,
  },
  history: dispatched.history.map((step) => ({ ...step, note: null })),
  copies: dispatched.copies.map((copy) => ({
    ...copy,
    recipient_name: 'A. O.',
    recipient_address: '•••',
    receiver_confirmed_at: null,
  })),
};

/** A dispatched attestation, the full record (the applicant's email came with the reference). */
const certificateFull: TTrackedCertificateApplication = {
  tracking_id: 'CERT-2345-WXYZ',
  status: 'dispatched',
  kind: 'attestation',
  enums: { status: 'Dispatched', kind: 'Attestation' },
  applicant: { ...dispatched.applicant },
  delivery: {
    recipient_name: 'Embassy Visa Desk',
    recipient_address: '5 Diplomatic Drive',
    region_id: 3,
    region_name: 'Europe',
    courier_id: 2,
    courier: 'DHL Express',
    courier_name: 'DHL',
    waybill_number: 'DHL-55443322',
  },
  certificate_fee: 2000000,
  delivery_fee: 3500000,
  total: 5500000,
  created_at: '2025-04-01T09:00:00.000Z',
  updated_at: '2025-04-04T12:00:00.000Z',
  redacted: false,
  hold: null,
  expected_at: null,
  history: [
    {
      status: 'pending_payment',
      label: 'Pending payment',
      note: null,
      at: '2025-04-01T09:00:00.000Z',
    },
    { status: 'paid', label: 'Paid', note: null, at: '2025-04-01T09:30:00.000Z' },
    {
      status: 'dispatched',
      label: 'Dispatched',
      note: 'Sent abroad',
      at: '2025-04-04T12:00:00.000Z',
    },
  ],
};
const certificateRedacted: TTrackedCertificateApplication = {
  ...certificateFull,
  redacted: true,
  applicant: redacted.applicant,
  delivery: { ...certificateFull.delivery, recipient_name: 'E. V. D.', recipient_address: '•••' },
  history: certificateFull.history.map((step) => ({ ...step, note: null })),
};
/** An attestation held for a missing document: the applicant is asked to upload it. */
const certificateHeld: TTrackedCertificateApplication = {
  ...certificateFull,
  tracking_id: 'CHMD-2345-WXYZ',
  status: 'on_hold',
  enums: { status: 'On hold', kind: 'Attestation' },
  hold: {
    reason: 'Document missing',
    instructions: 'Upload a clear scan or photo of your sworn affidavit.',
    applicant_action: 'upload',
    since: '2025-04-02T09:00:00.000Z',
    cancels_at: null,
  },
};
const notFoundBody = (message: string) => ({ status: 404, body: { status: 'error', message } });

/** On hold for fees owed: the applicant is asked to reply (their own record only). */
const held: TTrackedApplication = {
  ...dispatched,
  tracking_id: 'HKMD-1234-EFGH',
  status: 'on_hold',
  enums: { status: 'On hold' },
  hold: {
    reason: 'Fees owed to the institution',
    instructions: 'Pay them at the bursary, then reply to the registry with the receipt number.',
    applicant_action: 'reply',
    since: '2025-03-09T09:00:00.000Z',
    cancels_at: '2025-04-08T09:00:00.000Z',
  },
};

const server = setupPortalServer({
  'GET /api/applications/track/HKMD-1234-EFGH': ({ query }) =>
    ok(
      query.get('email') === 'tolu@example.com'
        ? held
        : {
            ...redacted,
            tracking_id: held.tracking_id,
            status: 'on_hold',
            enums: held.enums,
            hold: null,
          },
    ),
  'GET /api/applications/track/ABCD-1234-EFGH': ({ query }) => {
    // A wrong email gets the same answer as none (the server's rule).
    const email = query.get('email')?.trim().toLowerCase();
    return ok(email === 'tolu@example.com' ? dispatched : redacted);
  },
  'GET /api/applications/track/NOPE': () =>
    notFoundBody('No application was found with this reference.'),
  'GET /api/certificate-applications/track/NOPE': () =>
    notFoundBody('No certificate application was found with this reference.'),
  'GET /api/applications/track/CERT-2345-WXYZ': () =>
    notFoundBody('No application was found with this reference.'),
  'GET /api/certificate-applications/track/CERT-2345-WXYZ': ({ query }) => {
    const email = query.get('email')?.trim().toLowerCase();
    return ok(email === 'tolu@example.com' ? certificateFull : certificateRedacted);
  },
  'GET /api/applications/track/CHMD-2345-WXYZ': () =>
    notFoundBody('No application was found with this reference.'),
  'GET /api/certificate-applications/track/CHMD-2345-WXYZ': ({ query }) =>
    ok(
      query.get('email') === 'tolu@example.com'
        ? certificateHeld
        : { ...certificateRedacted, ...certificateHeld, redacted: true, hold: null },
    ),
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
    // The reference alone: every stage and its time, without the registry's notes.
    expect(steps).toEqual(
      redacted.history.map((step) => `${step.label}${formatInstitutionTime(step.at)}`),
    );
    expect(screen.queryByText('Printing')).toBeNull();
    expect(screen.getByText('GIG Logistics')).toBeInTheDocument();
    expect(screen.getByText('GIG-998877')).toBeInTheDocument();
    // Whether the registry checked the receiver is the applicant's to read, not the reference's.
    expect(screen.queryByText('Checked by the registry')).toBeNull();
    expect(screen.getByText(/Use the waybill number/)).toBeInTheDocument();
    expect(screen.getByText('Official hard copy for Further Studies')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Messages about this application' })).toHaveAttribute(
      'href',
      '/track/ABCD-1234-EFGH/messages',
    );
    // The reference alone: the applicant and the recipient masked, no full name anywhere.
    expect(server.requests.at(-1)?.query.has('email')).toBe(false);
    const applicant = screen.getByRole('region', { name: 'Applicant' });
    expect(within(applicant).getByText('A. T. O.')).toBeInTheDocument();
    expect(within(applicant).getByText('t•••@example.com')).toBeInTheDocument();
    expect(screen.getByText(/A\. O\.\s+•••/)).toBeInTheDocument();
    expect(screen.queryByText(/Adeyemi|Campus Road|tolu@example\.com/)).toBeNull();
    expect(within(applicant).queryByText('Year of graduation')).toBeNull();
  });

  it("shows the applicant's details once they give the email they applied with", async () => {
    const { user } = renderPortal('/track?reference=ABCD-1234-EFGH');
    const showDetails = await screen.findByRole('button', { name: 'Show my details' });
    const email = screen.getByRole('textbox', { name: /Email address/ });

    await user.click(showDetails);
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      'Email address: This field is required',
    );
    await user.type(email, 'tolu@example');
    await user.click(showDetails);
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      'Email address: Please enter a valid email',
    );

    await user.clear(email);
    await user.type(email, 'someone.else@example.com');
    await user.click(showDetails);
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      `Email address: ${EMAIL_MISMATCH}`,
    );
    expect(email).toHaveAccessibleDescription(expect.stringContaining(EMAIL_MISMATCH));
    expect(screen.queryByText(/Adeyemi/)).toBeNull();

    await user.clear(email);
    await user.type(email, 'Tolu@Example.com');
    await user.click(showDetails);
    const applicant = await screen.findByRole('region', { name: 'Applicant' });
    expect(await within(applicant).findByText('Adeyemi Tolu Oluwaseun')).toBeInTheDocument();
    expect(server.requests.at(-1)?.query.get('email')).toBe('Tolu@Example.com');
    expect(within(applicant).getByText('tolu@example.com')).toBeInTheDocument();
    expect(within(applicant).getByText('+234 803 123 4567')).toBeInTheDocument();
    expect(within(applicant).getByText(submitted.applicant.matric_number)).toBeInTheDocument();
    expect(within(applicant).getByText('2015')).toBeInTheDocument();
    // Their own record: the registry's notes too.
    expect(screen.getByText('Printing')).toBeInTheDocument();
    expect(screen.getByText(/Admissions Office\s+1 Campus Road/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show my details' })).toBeNull();
    // A receiver they typed in was checked by the registry before it was sent.
    expect(screen.getByText('Checked by the registry')).toBeInTheDocument();
    // The rest of the page is unchanged.
    expect(screen.getByText('Status: Dispatched')).toBeInTheDocument();
    expect(screen.getByText('GIG-998877')).toBeInTheDocument();
  });

  it('says why an application is on hold and how to answer, once the applicant shows their email', async () => {
    const { user } = renderPortal('/track?reference=HKMD-1234-EFGH');
    expect(
      await screen.findByText(/Show your details with the email you applied with/),
    ).toBeVisible();
    expect(screen.queryByText(/Fees owed/)).toBeNull();
    expect(screen.getByText('The date will be set again when the hold is resolved.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'tolu@example.com');
    await user.click(screen.getByRole('button', { name: 'Show my details' }));
    const hold = await screen.findByRole('note', { name: 'On hold: Fees owed to the institution' });
    expect(within(hold).getByText(/reply to the registry with the receipt number/)).toBeVisible();
    expect(
      within(hold).getByText(
        'If it is still on hold on 8 April 2025, the request is cancelled and any payment refunded.',
      ),
    ).toBeVisible();
    expect(within(hold).getByRole('link', { name: 'Reply to the registry' })).toHaveAttribute(
      'href',
      '/track/HKMD-1234-EFGH/messages',
    );
  });

  it('says on the field when no application has the reference', async () => {
    renderPortal('/track?reference=NOPE');
    expect(await screen.findByRole('textbox', { name: /Reference number/ })).toBeInTheDocument();
    expect(
      await screen.findByText('We could not find an application with this reference'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Status:/)).toBeNull();
    // Both kinds were looked up; the field says it, without a toast (as for a matric number).
    const lookups = server.requests.filter((r) => r.path.endsWith('/track/NOPE'));
    expect(lookups.map((r) => r.path)).toEqual([
      '/api/applications/track/NOPE',
      '/api/certificate-applications/track/NOPE',
    ]);
    expect(screen.queryByText(/was found with this reference/)).toBeNull();
  });

  it('tracks a certificate or attestation application by its reference', async () => {
    const { user } = renderPortal('/track?reference=CERT-2345-WXYZ');
    expect(
      await screen.findByRole('heading', { name: 'Attestation application CERT-2345-WXYZ' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Status: Dispatched')).toBeInTheDocument();
    expect(screen.getByText(/Your document is with the courier/)).toBeInTheDocument();
    expect(
      screen.getByText(`Paid on ${formatInstitutionTime('2025-04-01T09:30:00.000Z')}.`),
    ).toBeInTheDocument();
    const steps = within(
      screen.getByRole('list', { name: 'Progress of the application' }),
    ).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Pending payment',
      'Paid',
      'Dispatched',
    ]);
    expect(screen.getByText('DHL-55443322')).toBeInTheDocument();
    expect(screen.getByText('Europe')).toBeInTheDocument();
    expect(screen.getByText('₦55,000.00')).toBeInTheDocument();
    // Redacted with the reference alone; the applicant's email shows the address.
    expect(screen.queryByText(/Embassy Visa Desk/)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'Tolu@Example.com');
    await user.click(screen.getByRole('button', { name: 'Show my details' }));
    expect(await screen.findByText(/Embassy Visa Desk\s+5 Diplomatic Drive/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Messages about this application' })).toHaveAttribute(
      'href',
      '/track/CERT-2345-WXYZ/messages',
    );
    expect(screen.queryByText(/was found with this reference/)).toBeNull();
  });

  it('says why a certificate is on hold and where to upload the document asked for', async () => {
    const { user } = renderPortal('/track?reference=CHMD-2345-WXYZ');
    expect(
      await screen.findByText(/Show your details with the email you applied with/),
    ).toBeVisible();
    expect(screen.queryByText(/Document missing/)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'tolu@example.com');
    await user.click(screen.getByRole('button', { name: 'Show my details' }));

    const hold = await screen.findByRole('note', { name: 'On hold: Document missing' });
    expect(within(hold).getByText(/sworn affidavit/)).toBeVisible();
    expect(within(hold).queryByText(/is cancelled/)).toBeNull();
    expect(within(hold).getByRole('link', { name: 'Upload the document' })).toHaveAttribute(
      'href',
      '/track/CHMD-2345-WXYZ/messages',
    );
  });

  it('asks for a reference before looking anything up', async () => {
    const { user } = renderPortal('/track');
    await user.click(await screen.findByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      'Reference number: This field is required',
    );
  });
});
