import { screen, within } from '@testing-library/react';
import type { TGraduateCertificate } from '@registrar/shared-api';
import {
  downloadOne,
  failed,
  ok,
  setupTestApi,
  type FileRoute,
} from '../../components/file-transfer/testing';
import {
  certificateTemplate,
  graduateRecord,
  issuedCertificate,
} from '../../testing/graduate-fixtures';
import { onePage } from '../../testing/paginated';
import { renderApp } from '../../testing/render-admin';

const graduate = graduateRecord();

let certificates: TGraduateCertificate[];
let issueReply: FileRoute;
const server = setupTestApi(() => ({
  'GET /api/graduates': () => ok(onePage([graduate])),
  'GET /api/certificate-templates': () =>
    ok(
      onePage([
        certificateTemplate(1, 'Bachelor 2020'),
        certificateTemplate(2, 'Old design', false),
        certificateTemplate(3, 'Honours'),
      ]),
    ),
  'GET /api/graduates/11/certificates': () => ok(certificates),
  'POST /api/graduates/11/certificates': (request) => issueReply(request),
  'POST /api/graduate-certificates/1/revoke': (request) => {
    const revoked = issuedCertificate(1, {
      revoked_at: '2024-03-01T10:00:00.000Z',
      revoke_reason: (request.body as { reason: string }).reason,
    });
    certificates = [revoked];
    return ok(revoked);
  },
  'GET /api/graduate-certificates/1/pdf': () => ({
    status: 200,
    raw: '%PDF-1.7 certificate',
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="UNILAG-2020-000001.pdf"',
    },
  }),
  'GET /api/graduate-certificates/1/credential': () => ({
    status: 200,
    raw: '{"type":"EnvelopedVerifiableCredential"}',
    headers: {
      'Content-Type': 'application/vc',
      'Content-Disposition':
        'attachment; filename="certificate-2345-6789-ABCD-EFGH.credential.json"',
    },
  }),
}));

/** The server issuing certificate 2 from the chosen template. */
const issueFromTemplate: FileRoute = (request) => {
  const issued = issuedCertificate(2, {
    template_id: (request.body as { template_id: number }).template_id,
    template_name: 'Honours',
  });
  certificates = [issued, ...certificates];
  return ok(issued);
};

beforeEach(() => {
  certificates = [issuedCertificate(1)];
  issueReply = issueFromTemplate;
});

async function openCertificates() {
  const view = renderApp('/admin/graduate-certificate', { width: 360 });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Graduation Certificates' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Search for a graduate to see their certificates.')).toBeInTheDocument();
  await view.user.type(screen.getByRole('searchbox', { name: /Find a graduate/ }), 'okafor');
  await view.user.click(screen.getByRole('button', { name: 'Search' }));
  await view.user.click(
    await screen.findByRole('button', { name: 'Certificates of CSC/2016/001' }),
  );
  const panel = await screen.findByRole('region', {
    name: 'Certificates of Okafor Ada (CSC/2016/001)',
  });
  return { ...view, panel };
}

it('finds a graduate and lists their certificates', async () => {
  const { panel } = await openCertificates();
  const searches = server().requests.filter((r) => r.path === '/api/graduates');
  expect(searches.at(-1)?.query.get('search')).toBe('okafor');
  const table = within(panel).getByRole('table', { name: 'Certificates of CSC/2016/001' });
  expect(await within(table).findByText('UNILAG/2020/000001')).toBeInTheDocument();
  expect(within(table).getByText('Valid')).toBeInTheDocument();
  expect(within(table).getByText('VC1ABCD')).toBeInTheDocument();
});

it('issues a certificate from an active template only', async () => {
  const { user, panel } = await openCertificates();
  const select = within(panel).getByRole('combobox', { name: 'Template' });
  await within(panel).findByRole('option', { name: 'Honours' });
  expect(within(panel).queryByRole('option', { name: 'Old design' })).not.toBeInTheDocument();

  await user.click(within(panel).getByRole('button', { name: 'Issue certificate' }));
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveFocus();

  issueReply = () =>
    failed(422, 'The given data was invalid.', {
      template_id: ['This template is inactive'],
    });
  await user.selectOptions(select, 'Honours');
  await user.click(within(panel).getByRole('button', { name: 'Issue certificate' }));
  expect(await within(panel).findByText('This template is inactive')).toBeInTheDocument();

  issueReply = issueFromTemplate;
  await user.click(within(panel).getByRole('button', { name: 'Issue certificate' }));
  expect(await screen.findByText('Certificate Issued')).toBeInTheDocument();
  const issue = server()
    .requests.filter((r) => r.method === 'POST')
    .at(-1);
  expect(issue?.body).toEqual({ template_id: 3 });
  expect(await within(panel).findByText('UNILAG/2020/000002')).toBeInTheDocument();
});

it('revokes a certificate only with a reason and after confirming', async () => {
  const { user, panel } = await openCertificates();
  await user.click(await within(panel).findByRole('button', { name: 'Revoke UNILAG/2020/000001' }));
  const modal = await screen.findByRole('dialog', { name: 'Revoke this certificate?' });
  await user.click(within(modal).getByRole('button', { name: 'Revoke certificate' }));
  const reason = within(modal).getByRole('textbox', { name: 'Reason for revoking' });
  expect(reason).toHaveAttribute('aria-invalid', 'true');
  expect(server().requests.some((r) => r.path.endsWith('/revoke'))).toBe(false);

  await user.type(reason, 'Issued with a misspelt name');
  await user.click(within(modal).getByRole('button', { name: 'Revoke certificate' }));
  expect(await screen.findByText('Certificate Revoked')).toBeInTheDocument();
  const revoke = server().requests.find((r) => r.path.endsWith('/revoke'));
  expect(revoke?.body).toEqual({ reason: 'Issued with a misspelt name' });
  expect(await within(panel).findByText('Issued with a misspelt name')).toBeInTheDocument();
  expect(
    within(panel).queryByRole('button', { name: 'Revoke UNILAG/2020/000001' }),
  ).not.toBeInTheDocument();
});

it('downloads a certificate PDF with the token in the header', async () => {
  const { user, panel } = await openCertificates();
  const file = await downloadOne(async () =>
    user.click(
      await within(panel).findByRole('button', { name: 'Download UNILAG/2020/000001 (PDF)' }),
    ),
  );
  expect(file.fileName).toBe('UNILAG-2020-000001.pdf');
  expect(file.text).toBe('%PDF-1.7 certificate');
  expect(server().requests.find((r) => r.path.endsWith('/pdf'))?.authorization).toBe(
    'Bearer token-1',
  );
});

it('downloads a certificate as a verifiable credential for the graduate’s wallet', async () => {
  const { user, panel } = await openCertificates();
  const file = await downloadOne(async () =>
    user.click(
      await within(panel).findByRole('button', {
        name: 'Download UNILAG/2020/000001 (verifiable credential)',
      }),
    ),
  );
  expect(file.fileName).toBe('certificate-2345-6789-ABCD-EFGH.credential.json');
  expect(file.text).toBe('{"type":"EnvelopedVerifiableCredential"}');
  expect(server().requests.find((r) => r.path.endsWith('/credential'))?.authorization).toBe(
    'Bearer token-1',
  );
});

it('shows the empty state of a graduate’s certificates', async () => {
  certificates = [];
  const { panel } = await openCertificates();
  expect(await within(panel).findByText('No certificate issued yet')).toBeInTheDocument();
});
