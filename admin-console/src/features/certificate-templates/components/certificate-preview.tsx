import { Fragment } from 'react';
import { CERTIFICATE_PLACEHOLDERS, type TCertificatePlaceholder } from '@registrar/shared-api';
import styles from '../certificate-templates.module.css';

export interface CertificatePreviewProps {
  institutionName: string;
  title: string;
  body: string;
  orientation: string;
  /** The values of the placeholders; when absent the body is shown as already filled. */
  values?: Record<TCertificatePlaceholder, string>;
  label?: string;
}

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const known = new Set<string>(CERTIFICATE_PLACEHOLDERS);

/** The body with each known {{placeholder}} filled and each unknown one marked. */
function filled(body: string, values: Record<TCertificatePlaceholder, string>) {
  const parts: Array<{ text: string; kind: 'text' | 'value' | 'unknown' }> = [];
  let last = 0;
  for (const match of body.matchAll(PLACEHOLDER)) {
    const index = match.index;
    if (index > last) parts.push({ text: body.slice(last, index), kind: 'text' });
    const name = match[1] ?? '';
    parts.push(
      known.has(name)
        ? { text: values[name as TCertificatePlaceholder], kind: 'value' }
        : { text: match[0], kind: 'unknown' },
    );
    last = index + match[0].length;
  }
  if (last < body.length) parts.push({ text: body.slice(last), kind: 'text' });
  return parts;
}

/** A page-shaped rendering of a certificate (A4 landscape or portrait proportions). */
export function CertificatePreview({
  institutionName,
  title,
  body,
  orientation,
  values,
  label = 'Certificate preview',
}: CertificatePreviewProps) {
  const parts = values ? filled(body, values) : [{ text: body, kind: 'text' as const }];
  return (
    <figure className={styles.previewFrame} aria-label={label}>
      <div className={styles.sheet} data-orientation={orientation}>
        <p className={styles.sheetInstitution}>{institutionName}</p>
        <p className={styles.sheetTitle}>{title || 'Untitled certificate'}</p>
        <p className={styles.sheetBody}>
          {parts.map((part, index) => (
            <Fragment key={index}>
              {part.kind === 'unknown' ? (
                <mark title="Unknown placeholder">{part.text}</mark>
              ) : part.kind === 'value' ? (
                <strong>{part.text}</strong>
              ) : (
                part.text
              )}
            </Fragment>
          ))}
        </p>
      </div>
      <figcaption className={styles.caption}>
        {orientation === 'portrait' ? 'A4 portrait' : 'A4 landscape'}
        {values ? ', filled with a sample graduate' : ''}
      </figcaption>
    </figure>
  );
}
