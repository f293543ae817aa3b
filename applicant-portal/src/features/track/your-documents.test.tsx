import type { THolderDocument, TTrackedApplication } from '@registrar/shared-api';
import { screen, waitFor } from '@testing-library/react';
import {
  IDENTITY_CODE,
  IDENTITY_TOKEN,
  identityRoutes,
  maskedApplicant,
  ok,
  submitted,
  submittedTracked,
} from '../../testing/fixtures';
import { setupPortalServer } from '../../testing/portal-server';
import { renderPortal } from '../../testing/render-portal';

const REFERENCE = 'ABCD-1234-EFGH';
const softCopy = (recipient: string): TTrackedApplication['copies'][number] => ({
  purpose: 'Employment',
  type: 'official',
  format: 'soft_copy',
  enums: { format: 'Soft copy' },
  rate: 1000000,
  delivery_fee: 0,
  region_id: null,
  courier_id: null,
  recipient_name: null,
  recipient_address: null,
  recipient_email: recipient,
  reference_number: null,
  recipient_id: null,
  receiver_confirmed_at: null,
  courier_name: null,
  waybill_number: null,
  dispatched_at: null,
});
/** The full record of an application whose two soft copies were sent. */
const sent: TTrackedApplication = {
  ...submittedTracked,
  redacted: false,
  applicant: { ...submitted.applicant },
  status: 'sent',
  enums: { status: 'Sent' },
  copies: [softCopy('tolu@example.com'), softCopy('admissions@uni.example')],
};
const documents: THolderDocument[] = [
  {
    copy: 1,
    title: 'Official transcript',
    recipient_email: 'tolu@example.com',
    verification_code: '7K3M9QXD2F8HTB4N',
    issued_at: '2026-11-20T10:00:00.000Z',
    status: 'valid',
    is_for_applicant: true,
  },
  {
    copy: 2,
    title: 'Official transcript',
    recipient_email: 'admissions@uni.example',
    verification_code: 'AAAABBBBCCCCDDDD',
    issued_at: '2026-11-20T10:00:00.000Z',
    status: 'valid',
    is_for_applicant: false,
  },
];

const server = setupPortalServer({
  ...identityRoutes,
  [`GET /api/applications/track/${REFERENCE}`]: () => ok(sent),
  'GET /api/check-matric-number': () => ok(maskedApplicant),
  [`POST /api/applications/track/${REFERENCE}/documents`]: ({ body }) =>
    (body as { identity_token: string }).identity_token === IDENTITY_TOKEN
      ? ok(documents)
      : { status: 403, body: { status: 'error', message: 'Confirm your identity first.' } },
  [`POST /api/applications/track/${REFERENCE}/documents/1/pdf`]: () => ({
    status: 200,
    body: '%PDF-1.7 signed',
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="transcript.pdf"',
    },
  }),
});

/**
 * On the track page, a graduate whose soft copies were sent proves who they are with a code sent
 * to the email on their record, then downloads the copy addressed to them; a copy sent to an
 * institution stays with its recipient.
 */
describe('Your documents (/track)', () => {
  it('downloads the applicant’s own copy after the identity code, and not the institution’s', async () => {
    const saved: string[] = [];
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = () => 'blob:document';
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      const { user } = renderPortal(`/track?reference=${REFERENCE}&email=tolu@example.com`);
      await user.click(await screen.findByRole('button', { name: 'Get your documents' }));
      expect(
        await screen.findByRole('heading', { level: 4, name: 'Confirm it is you' }),
      ).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Send the code' }));
      await user.type(await screen.findByRole('textbox', { name: /^Code/ }), IDENTITY_CODE);
      await user.click(screen.getByRole('button', { name: 'Confirm' }));

      const pdf = await screen.findByRole('button', { name: 'Download the PDF (copy 1)' });
      expect(
        screen.getByRole('button', { name: 'Download the credential (copy 1)' }),
      ).toBeVisible();
      expect(screen.queryByRole('button', { name: /copy 2/ })).toBeNull();
      expect(screen.getByText(/only the link in their email delivers it/)).toBeVisible();
      await user.click(pdf);
      await waitFor(() => expect(saved).toEqual(['transcript.pdf']));
      const sentRequest = server.requests.find((r) => r.path.endsWith('/documents/1/pdf'));
      expect(sentRequest?.body).toEqual({ identity_token: IDENTITY_TOKEN });
    } finally {
      click.mockRestore();
      URL.createObjectURL = createObjectURL;
    }
  });
});
