import { formatInstitutionDay } from '@registrar/shared-api';
import { buttonClassName } from '@registrar/shared-ui';
import { Link, useParams } from '@registrar/shared-ui/router';
import { apiUrl } from '../../components/payment/api-url';
import { LoadError, LoadingState, Notice } from '../../components/notice';
import styles from '../../components/page.module.css';
import { SummaryList } from '../../components/summary-list';
import { CodeText } from '../../components/code-text';
import { formatVerificationCode } from '../../components/document-date';
import { type DocumentLinkState, useDocumentLink } from './use-document-link';
import page from './document-link-page.module.css';

const times = (count: number) => (count === 1 ? 'once more' : `${count} more times`);

function Ready({
  token,
  link,
  onDownloaded,
}: {
  token: string;
  link: Extract<DocumentLinkState, { state: 'ready' }>['link'];
  onDownloaded: () => void;
}) {
  const path = `/documents/${encodeURIComponent(token)}`;
  return (
    <>
      <h1 className={styles.title}>{link.title}</h1>
      <p className={styles.lead}>
        Issued by {link.institution}. Keep both files: anyone you send them to can check them.
      </p>
      <SummaryList
        rows={[
          {
            key: 'Verification code',
            value: <CodeText>{formatVerificationCode(link.verification_code)}</CodeText>,
          },
          { key: 'Link expires', value: formatInstitutionDay(link.expires_at) },
          {
            key: 'PDF downloads left',
            value: link.downloads_left > 0 ? String(link.downloads_left) : 'None',
          },
        ]}
      />
      <section aria-labelledby="pdf-heading" className={page.choice}>
        <h2 id="pdf-heading" className={styles.sectionTitle}>
          The PDF
        </h2>
        <p>
          Signed by {link.institution}: a PDF reader shows the signature, and any change to the file
          breaks it. Print it or send it as you would any document.
          {link.downloads_left > 0 ? ` You can download it ${times(link.downloads_left)}.` : ''}
        </p>
        {link.downloads_left > 0 ? (
          <a
            className={buttonClassName({ variant: 'primary' })}
            href={apiUrl(path)}
            download
            // The server counts the download as it serves it: read the count again shortly after.
            onClick={() => window.setTimeout(onDownloaded, 1500)}
          >
            Download the PDF
          </a>
        ) : (
          <Notice title="The PDF has been downloaded as often as this link allows" variant="info">
            <p>
              Use a copy you saved, or <Link to="/track">track your application</Link> to ask the
              registry for a new link. The credential below can still be downloaded until the link
              expires.
            </p>
          </Notice>
        )}
      </section>
      <section aria-labelledby="credential-heading" className={page.choice}>
        <h2 id="credential-heading" className={styles.sectionTitle}>
          The verifiable credential
        </h2>
        <p>
          The same document as a W3C verifiable credential, for a digital wallet or a receiving
          institution that checks credentials. Downloading it does not use up a PDF download.
        </p>
        <a
          className={buttonClassName({ variant: 'secondary' })}
          href={apiUrl(`${path}/credential`)}
          download
        >
          Download the credential
        </a>
      </section>
      <p className={styles.hint}>
        Anyone can check either file, or the verification code, at{' '}
        <Link to="/verify">Check a document</Link>.
      </p>
    </>
  );
}

/**
 * /documents/{token}, where the "document ready" email leads: what the link delivers, the signed
 * PDF and the verifiable credential, or why the link no longer works.
 */
export default function DocumentLinkPage() {
  const token = useParams().token ?? '';
  const { result, reload } = useDocumentLink(token);
  return (
    <article className={styles.page}>
      {result.state === 'loading' && (
        <>
          <h1 className={styles.title}>Your document</h1>
          <LoadingState label="Opening your document" />
        </>
      )}
      {result.state === 'ready' && <Ready token={token} link={result.link} onDownloaded={reload} />}
      {result.state === 'unusable' && (
        <>
          <h1 className={styles.title}>This link no longer works</h1>
          <Notice title="The document cannot be downloaded here" variant="error" role="alert">
            <p>{result.message}</p>
          </Notice>
          <p>
            <Link to="/track">Track your application</Link> to message the registry.
          </p>
        </>
      )}
      {result.state === 'failed' && (
        <>
          <h1 className={styles.title}>Your document</h1>
          <LoadError what="your document" onRetry={reload} />
        </>
      )}
    </article>
  );
}
