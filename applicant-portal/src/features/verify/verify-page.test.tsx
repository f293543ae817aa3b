import {
  configureApi,
  NOT_A_CREDENTIAL,
  NOT_A_PDF,
  type TCredentialVerification,
  type TPdfVerification,
  UNKNOWN_VERIFICATION_CODE,
  VERIFY_RATE_LIMITED,
  type TVerifiedDocument,
} from '@registrar/shared-api';
import { screen, waitFor, within } from '@testing-library/react';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { focusedErrorSummary } from '../../testing/error-summary';
import { ok } from '../../testing/fixtures';
import { setupPortalServer } from '../../testing/portal-server';
import { renderPortal } from '../../testing/render-portal';

const valid: TVerifiedDocument = {
  status: 'valid',
  code: '7K3M9QXD2F8HTB4N',
  kind: 'certificate',
  title: 'Certificate of Graduation',
  holder_name: 'Tolu Oluwaseun Adeyemi',
  degree: 'B.Sc. Computer Science',
  class_of_degree: 'Second Class Upper',
  programme: 'Computer Science',
  graduation_year: 2014,
  serial_number: 'FUTD/2026/000042',
  issued_at: '2026-03-07T12:00:00.000Z',
  revoked_at: null,
  institution: 'Federal University of Technology, Demo',
};
const revoked: TVerifiedDocument = {
  ...valid,
  status: 'revoked',
  code: 'AAAABBBBCCCCDDDD',
  revoked_at: '2026-05-02T12:00:00.000Z',
};
const transcript: TVerifiedDocument = {
  status: 'valid',
  code: 'TRANSCR1PT000001',
  kind: 'transcript',
  title: 'Official transcript',
  holder_name: 'Tolu Oluwaseun Adeyemi',
  degree: 'B.Sc. Computer Science',
  class_of_degree: 'Second Class Upper',
  programme: 'Computer Science',
  graduation_year: 2014,
  purpose: 'Further Studies',
  transcript_type: 'undergraduate',
  issued_at: '2026-04-09T12:00:00.000Z',
  revoked_at: null,
  institution: 'Federal University of Technology, Demo',
};
const revokedTranscript: TVerifiedDocument = {
  ...transcript,
  status: 'revoked',
  code: 'TRANSCR1PT000002',
  revoked_at: '2026-05-03T12:00:00.000Z',
};

let isLimited = true;

const server = setupPortalServer({
  'GET /api/verify/7K3M9QXD2F8HTB4N': () => ok(valid),
  'GET /api/verify/AAAABBBBCCCCDDDD': () => ok(revoked),
  'GET /api/verify/TRANSCR1PT000001': () => ok(transcript),
  'GET /api/verify/TRANSCR1PT000002': () => ok(revokedTranscript),
  'GET /api/verify/ZZZZ-ZZZZ': () => ({
    status: 404,
    body: { status: 'error', message: UNKNOWN_VERIFICATION_CODE, error: 'unknown_code' },
  }),
  'GET /api/verify/SLOW1': () =>
    isLimited
      ? { status: 429, body: { status: 'error', message: VERIFY_RATE_LIMITED } }
      : ok(valid),
  'GET /api/verify/BROKEN': () => ({ status: 500, body: { status: 'error' } }),
  'POST /api/verify/pdf': ({ body }) => {
    const text = String(body);
    if (!text.startsWith('%PDF-')) {
      return { status: 422, body: { status: 'error', message: NOT_A_PDF } };
    }
    const answers: Record<string, TPdfVerification> = {
      VALID: {
        outcome: 'valid',
        signer: 'Demo University Registry',
        signed_at: '2026-03-07T12:00:00.000Z',
        reason: 'Certificate, verification code 7K3M-9QXD-2F8H-TB4N',
        document: valid,
      },
      CHANGED: { outcome: 'changed', signer: 'Demo University Registry' },
      FOREIGN: { outcome: 'not_issued', signer: 'Look-alike Registry' },
    };
    return ok(answers[text.slice(5)]!);
  },
  'POST /api/verify/credential': ({ body }) => {
    const { credential } = body as { credential: string };
    const answers: Record<string, TCredentialVerification> = {
      'eyJ.VALID.sig': { outcome: 'valid', issuer: valid.institution, document: valid },
      'eyJ.REVOKED.sig': { outcome: 'revoked', issuer: valid.institution, document: revoked },
      'eyJ.CHANGED.sig': { outcome: 'changed' },
      'eyJ.DIFFERS.sig': { outcome: 'differs', issuer: valid.institution, document: valid },
      'eyJ.FOREIGN.sig': { outcome: 'not_issued', issuer: 'did:web:diploma-mill.example' },
    };
    const jwt = credential.startsWith('{')
      ? (JSON.parse(credential) as { id: string }).id.replace('data:application/vc+jwt,', '')
      : credential;
    const answer = answers[jwt];
    if (!answer) {
      return {
        status: 422,
        body: {
          status: 'error',
          message: 'Validation failed',
          errors: { credential: [NOT_A_CREDENTIAL] },
        },
      };
    }
    return ok(answer);
  },
});

const pdfFile = (content: string) =>
  new File([`%PDF-${content}`], 'document.pdf', { type: 'application/pdf' });

const row = (key: string) => screen.getByText(key, { selector: 'dt' }).parentElement as HTMLElement;

describe('Check a document (/verify)', () => {
  it('takes the code, tidied, to its result page, which names the holder', async () => {
    const { user } = renderPortal('/verify');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check a document' }),
    ).toBeVisible();
    await user.type(
      screen.getByRole('textbox', { name: /Verification code/ }),
      ' 7k3m9qxd2f8htb4n ',
    );
    await user.click(screen.getByRole('button', { name: 'Check the document' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This certificate is valid' }),
    ).toBeVisible();
    expect(screen.getByRole('status', { name: `Issued by ${valid.institution}` })).toBeVisible();
    expect(row('Issued to')).toHaveTextContent('Tolu Oluwaseun Adeyemi');
    expect(row('Document')).toHaveTextContent('Certificate of Graduation');
    expect(row('Degree')).toHaveTextContent('B.Sc. Computer Science, Second Class Upper');
    expect(row('Serial number')).toHaveTextContent('FUTD/2026/000042');
    expect(row('Date issued')).toHaveTextContent('7 March 2026');
    expect(row('Verification code')).toHaveTextContent('7K3M-9QXD-2F8H-TB4N');
    expect(screen.queryByText('Date revoked')).toBeNull();
    expect(server.requests.at(-1)?.path).toBe('/api/verify/7K3M9QXD2F8HTB4N');
  });

  it('asks for a code in the expected form, with the error summary', async () => {
    const { user } = renderPortal('/verify');
    await user.click(await screen.findByRole('button', { name: 'Check the document' }));
    const summary = await focusedErrorSummary();
    expect(within(summary).getByRole('link')).toHaveTextContent(
      'Verification code: This field is required',
    );
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), 'ab/12');
    await user.click(screen.getByRole('button', { name: 'Check the document' }));
    expect(
      await screen.findByRole('link', { name: /letters, numbers and dashes only/ }),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: /letters, numbers and dashes only/ }));
    expect(screen.getByRole('textbox', { name: /Verification code/ })).toHaveFocus();
  });
});

describe('Check a PDF file (/verify)', () => {
  const check = async (file: File) => {
    const { user } = renderPortal('/verify');
    await user.upload(await screen.findByLabelText(/PDF file/, { selector: 'input' }), file);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    return user;
  };

  it('says a signed, unchanged file is valid, who signed it and when, and what it was issued as', async () => {
    const user = await check(pdfFile('VALID'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This certificate is valid' }),
    ).toBeVisible();
    expect(
      screen.getByRole('status', { name: `Issued by ${valid.institution}` }),
    ).toHaveTextContent(
      'Signed by Demo University Registry on 7 March 2026; the file has not changed since.',
    );
    expect(row('Issued to')).toHaveTextContent('Tolu Oluwaseun Adeyemi');
    const sent = server.requests.at(-1)!;
    expect(sent.contentType).toBe('application/pdf');
    expect(sent.body).toBe('%PDF-VALID');
    await user.click(screen.getByRole('button', { name: 'Check another file' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check a document' }),
    ).toBeVisible();
  });

  it('says a changed file was changed after it was issued', async () => {
    await check(pdfFile('CHANGED'));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'This file has been changed',
    });
    // The answer replaced the form: the focus moved to its heading.
    expect(heading).toHaveFocus();
    expect(screen.getByRole('alert', { name: 'Changed after it was issued' })).toBeVisible();
  });

  it('says a file signed by another key was not issued by the institution, naming that signer', async () => {
    await check(pdfFile('FOREIGN'));
    const heading = await screen.findByRole('heading', { level: 1, name: /^Not issued by / });
    expect(heading).toBeVisible();
    expect(screen.getByRole('alert', { name: /^No signature of / })).toHaveTextContent(
      '“Look-alike Registry”',
    );
  });

  it('asks for a file, and says on the field when the file is not a PDF', async () => {
    const { user } = renderPortal('/verify');
    await user.click(await screen.findByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('Choose the PDF file to check')).toBeVisible();
    expect(server.requests.some((r) => r.path === '/api/verify/pdf')).toBe(false);
    await user.upload(
      screen.getByLabelText(/PDF file/, { selector: 'input' }),
      new File(['hello'], 'notes.pdf'),
    );
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText(NOT_A_PDF)).toBeVisible();
    expect(screen.getByLabelText(/PDF file/, { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

describe('Check a verifiable credential (/verify)', () => {
  const field = () => screen.getByRole('textbox', { name: /^Credential/ });
  const paste = async (text: string) => {
    const { user } = renderPortal('/verify');
    await user.click(await screen.findByRole('textbox', { name: /^Credential/ }));
    await user.paste(text);
    await user.click(screen.getByRole('button', { name: 'Check the credential' }));
    return user;
  };

  it('says a pasted credential is valid, signed by the institution, and what it was issued as', async () => {
    const user = await paste('eyJ.VALID.sig');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'This certificate is valid',
    });
    expect(heading).toHaveFocus();
    expect(
      screen.getByRole('status', { name: `Issued by ${valid.institution}` }),
    ).toHaveTextContent(`The credential carries the digital signature of ${valid.institution}`);
    expect(row('Issued to')).toHaveTextContent('Tolu Oluwaseun Adeyemi');
    expect(server.requests.at(-1)!.body).toEqual({
      credential: 'eyJ.VALID.sig',
    });
    await user.click(screen.getByRole('button', { name: 'Check another credential' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check a document' }),
    ).toBeVisible();
    expect(field()).toHaveValue('');
  });

  it('reads the holder’s credential file, and says a revoked one is revoked', async () => {
    const { user } = renderPortal('/verify');
    const file = new File(
      [JSON.stringify({ id: 'data:application/vc+jwt,eyJ.REVOKED.sig' })],
      'certificate.credential.json',
      { type: 'application/json' },
    );
    await user.upload(
      await screen.findByLabelText(/Or choose the credential file/, { selector: 'input' }),
      file,
    );
    await waitFor(() =>
      expect(field()).toHaveValue(
        JSON.stringify({ id: 'data:application/vc+jwt,eyJ.REVOKED.sig' }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Check the credential' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This certificate has been revoked' }),
    ).toBeVisible();
  });

  it('says a changed credential was changed, and a foreign one names the issuer it claims', async () => {
    const user = await paste('eyJ.CHANGED.sig');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This credential has been changed' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Check another credential' }));
    await user.click(await screen.findByRole('textbox', { name: /^Credential/ }));
    await user.paste('eyJ.FOREIGN.sig');
    await user.click(screen.getByRole('button', { name: 'Check the credential' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Not issued by / })).toBeVisible();
    expect(screen.getByRole('alert', { name: /^No signature of / })).toHaveTextContent(
      'did:web:diploma-mill.example',
    );
  });

  it('says a credential signed with the key but never issued does not match the record', async () => {
    await paste('eyJ.DIFFERS.sig');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This credential does not match the record',
      }),
    ).toBeVisible();
    const alert = screen.getByRole('alert', { name: /^Not what .* issued$/ });
    expect(alert).toHaveTextContent(valid.holder_name);
    expect(alert).toHaveTextContent('7K3M-9QXD-2F8H-TB4N');
  });

  it('asks for a credential, and says on the field when the text is not one', async () => {
    const { user } = renderPortal('/verify');
    await user.click(await screen.findByRole('button', { name: 'Check the credential' }));
    expect(await screen.findByText('Paste the credential, or choose its file')).toBeVisible();
    expect(server.requests.some((r) => r.path === '/api/verify/credential')).toBe(false);
    await user.type(field(), 'hello');
    await user.click(screen.getByRole('button', { name: 'Check the credential' }));
    expect(await screen.findByText(NOT_A_CREDENTIAL)).toBeVisible();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('The result of a check (/verify/:code)', () => {
  it('shows a loading state while the server has not answered', async () => {
    // A server that holds its answer until told, so the loading state is seen for sure.
    let held: ServerResponse | undefined;
    const slow = createServer((_, response) => (held = response));
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    configureApi({ prefixUrl: `http://127.0.0.1:${(slow.address() as AddressInfo).port}/api` });
    try {
      renderPortal('/verify/AAAABBBBCCCCDDDD');
      expect(await screen.findByText('Checking the verification code')).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Checking the document' }),
      ).toBeVisible();
      await waitFor(() => expect(held).toBeDefined());
      held?.writeHead(200, { 'Content-Type': 'application/json' });
      held?.end(JSON.stringify({ status: 'success', data: revoked }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This certificate has been revoked' }),
      ).toBeVisible();
    } finally {
      configureApi({ prefixUrl: server.apiRoot });
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
  });

  it('says clearly that a revoked certificate is revoked and when', async () => {
    renderPortal('/verify/AAAABBBBCCCCDDDD');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This certificate has been revoked' }),
    ).toBeVisible();
    expect(
      screen.getByRole('alert', { name: 'Revoked: this certificate is no longer valid' }),
    ).toHaveTextContent(`${valid.institution} revoked this certificate on 2 May 2026`);
    expect(row('Issued to')).toHaveTextContent('Tolu Oluwaseun Adeyemi');
    expect(row('Date revoked')).toHaveTextContent('2 May 2026');
  });

  it('names a transcript sent as a soft copy: what it is, its type and purpose, no serial number', async () => {
    renderPortal('/verify/TRANSCR1PT000001');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This transcript is valid' }),
    ).toBeVisible();
    expect(screen.getByRole('status', { name: `Issued by ${valid.institution}` })).toBeVisible();
    expect(row('Issued to')).toHaveTextContent('Tolu Oluwaseun Adeyemi');
    expect(row('Document')).toHaveTextContent('Official transcript');
    expect(row('Transcript type')).toHaveTextContent('Undergraduate');
    expect(row('Purpose')).toHaveTextContent('Further Studies');
    expect(row('Degree')).toHaveTextContent('B.Sc. Computer Science, Second Class Upper');
    expect(row('Date issued')).toHaveTextContent('9 April 2026');
    expect(row('Verification code')).toHaveTextContent('TRAN-SCR1-PT00-0001');
    expect(screen.queryByText('Serial number')).toBeNull();
    expect(screen.queryByText('Date revoked')).toBeNull();
  });

  it('says a revoked transcript is revoked and when', async () => {
    renderPortal('/verify/TRANSCR1PT000002');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This transcript has been revoked' }),
    ).toBeVisible();
    expect(
      screen.getByRole('alert', { name: 'Revoked: this transcript is no longer valid' }),
    ).toHaveTextContent(`${valid.institution} revoked this transcript on 3 May 2026`);
    expect(
      screen.getByRole('heading', { level: 2, name: 'The transcript that was revoked' }),
    ).toBeVisible();
    expect(row('Date revoked')).toHaveTextContent('3 May 2026');
    expect(row('Document')).toHaveTextContent('Official transcript');
  });

  it('says an unknown or forged code is unknown, without a toast, and offers another check', async () => {
    const { user } = renderPortal('/verify/ZZZZ-ZZZZ');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unknown verification code' }),
    ).toBeVisible();
    expect(screen.getByRole('alert', { name: 'No document carries this code' })).toHaveTextContent(
      /has not issued a document with the code ZZZZ-ZZZZ/,
    );
    expect(screen.queryByText('unknown_code')).toBeNull();
    expect(screen.queryByText(UNKNOWN_VERIFICATION_CODE)).toBeNull();
    await user.type(
      screen.getByRole('textbox', { name: /Verification code/ }),
      '7K3M-9QXD-2F8H-TB4N',
    );
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This certificate is valid' }),
    ).toBeVisible();
  });

  it('asks to try again later when rate-limited, and the retry checks again', async () => {
    isLimited = true;
    const { user } = renderPortal('/verify/SLOW1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Too many checks' })).toBeVisible();
    expect(screen.getByRole('alert', { name: 'Please try again later' })).toHaveTextContent(
      /Wait a minute, then try again/,
    );
    isLimited = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This certificate is valid' }),
    ).toBeVisible();
  });

  it('offers a retry when the check itself fails', async () => {
    renderPortal('/verify/BROKEN');
    expect(
      await screen.findByRole('alert', { name: 'We could not load the result of this check' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Check another code' })).toHaveAttribute(
      'href',
      '/verify',
    );
  });
});
