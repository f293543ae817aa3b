import { DOCUMENT_LINK_MESSAGES, type TDocumentLinkSummary } from '@registrar/shared-api';
import { screen } from '@testing-library/react';
import { ok } from '../../testing/fixtures';
import { setupPortalServer } from '../../testing/portal-server';
import { renderPortal } from '../../testing/render-portal';

const TOKEN = 'k3Yb2x0_QmRt7uVw9ZaC-dEf1gHi4jKl6nOp8qRs5tU';
const summary: TDocumentLinkSummary = {
  title: 'Official transcript',
  verification_code: '7K3M9QXD2F8HTB4N',
  institution: 'Federal University of Technology, Demo',
  expires_at: '2026-12-05T12:00:00.000Z',
  downloads_left: 5,
};
let isBroken = true;

const server = setupPortalServer({
  [`GET /api/documents/${TOKEN}/about`]: () => ok(summary),
  'GET /api/documents/USEDUPusedupUSEDUPusedup/about': () => ok({ ...summary, downloads_left: 0 }),
  'GET /api/documents/EXPIREDexpiredEXPIREDexpired/about': () => ({
    status: 410,
    body: { status: 'error', message: DOCUMENT_LINK_MESSAGES.expired },
  }),
  'GET /api/documents/BROKENbrokenBROKENbroken/about': () =>
    isBroken ? { status: 500, body: { status: 'error' } } : ok({ ...summary, downloads_left: 1 }),
});

/**
 * The page the "document ready" email opens: what the link delivers, with the signed PDF and the
 * verifiable credential to download, or in plain words why the link no longer works.
 */
describe('Your document (/documents/:token)', () => {
  it('names the document and offers the PDF and the credential, without counting a download', async () => {
    renderPortal(`/documents/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Official transcript' }),
    ).toBeVisible();
    expect(screen.getByText('7K3M-9QXD-2F8H-TB4N')).toBeVisible();
    expect(screen.getByText('5 December 2026')).toBeVisible();
    expect(screen.getByText(/You can download it 5 more times/)).toBeVisible();
    const pdf = screen.getByRole('link', { name: 'Download the PDF' });
    expect(pdf).toHaveAttribute('href', `/api/documents/${TOKEN}`);
    expect(pdf).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Download the credential' })).toHaveAttribute(
      'href',
      `/api/documents/${TOKEN}/credential`,
    );
    expect(screen.getByRole('link', { name: 'Check a document' })).toHaveAttribute(
      'href',
      '/verify',
    );
    expect(server.requests.map((r) => r.path)).toEqual([`/api/documents/${TOKEN}/about`]);
  });

  it('once the PDF downloads are used up, says so and still offers the credential', async () => {
    renderPortal('/documents/USEDUPusedupUSEDUPusedup');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Official transcript' }),
    ).toBeVisible();
    expect(screen.getByText('None')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Download the PDF' })).toBeNull();
    expect(
      screen.getByRole('note', {
        name: 'The PDF has been downloaded as often as this link allows',
      }),
    ).toHaveTextContent('until the link expires');
    expect(screen.getByRole('link', { name: 'Download the credential' })).toHaveAttribute(
      'href',
      '/api/documents/USEDUPusedupUSEDUPusedup/credential',
    );
  });

  it('says why a link no longer works, with the way to reach the registry', async () => {
    renderPortal('/documents/EXPIREDexpiredEXPIREDexpired');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeVisible();
    expect(
      screen.getByRole('alert', { name: 'The document cannot be downloaded here' }),
    ).toHaveTextContent(DOCUMENT_LINK_MESSAGES.expired);
    expect(screen.getByRole('link', { name: 'Track your application' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Download the PDF' })).toBeNull();
  });

  it('offers a retry when the page cannot be loaded', async () => {
    const { user } = renderPortal('/documents/BROKENbrokenBROKENbroken');
    await user.click(await screen.findByRole('button', { name: /try again/i }));
    isBroken = false;
    await user.click(await screen.findByRole('button', { name: /try again/i }));
    expect(await screen.findByText(/You can download it once more/)).toBeVisible();
  });
});
