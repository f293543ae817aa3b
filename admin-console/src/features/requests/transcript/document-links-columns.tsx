import { formatInstitutionTime } from '@registrar/shared-api/core';
/** The download-link table of a transcript's Documents section: its columns and row actions. */
import type { TDocumentLink, TDocumentLinkState } from '@registrar/shared-api';
import { Button, createColumnHelper, type ColumnDef } from '@registrar/shared-ui';
import styles from '../../../components/request-detail.module.css';
import screenStyles from '../../../components/screen-styles.module.css';

const stateLabels: Record<TDocumentLinkState, string> = {
  active: 'Active',
  expired: 'Expired',
  used_up: 'Used up',
  replaced: 'Replaced by a newer link',
  revoked: 'Document revoked',
};

/** The code as printed on the PDF: four groups of four. */
export const printed = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

/** Who works download links (the server's role check agrees); the bursary does not see them. */
export const REGISTRY: readonly string[] = ['administrator', 'registry_officer'];

/** Sending again needs a sent application (the server says the same, with a 409). */
export const RESENDABLE: readonly string[] = ['sent', 'completed'];

interface Actions {
  canResend: boolean;
  /** Ids of the rows that carry the actions: each copy's newest link, each document's newest. */
  newestOfCopy: Set<number>;
  newestOfDocument: Set<number>;
  onResend: (link: TDocumentLink) => void;
  onRevoke: (link: TDocumentLink) => void;
}

const helper = createColumnHelper<TDocumentLink>();
export const columnsFor = (actions: Actions) =>
  helper.columns([
    helper.accessor('recipient', { header: 'Recipient' }),
    helper.accessor('document_title', { header: 'Document' }),
    helper.display({
      id: 'state',
      header: 'State',
      cell: ({ row }) => (
        <>
          <span className={styles.strong}>{stateLabels[row.original.state]}</span>
          {row.original.state === 'revoked' && row.original.revoke_reason && (
            <span className={styles.muted}> {row.original.revoke_reason}</span>
          )}
        </>
      ),
    }),
    helper.display({
      id: 'downloads',
      header: 'Downloads',
      cell: ({ row }) =>
        `${String(row.original.download_count)} of ${String(row.original.max_downloads)}`,
    }),
    helper.accessor('expires_at', {
      header: 'Expires',
      cell: ({ getValue }) => formatInstitutionTime(getValue()),
    }),
    helper.accessor('verification_code', {
      header: 'Verification code',
      cell: ({ getValue }) => <code>{printed(getValue())}</code>,
    }),
    helper.accessor('last_downloaded_at', {
      header: 'Last download',
      cell: ({ getValue }) => {
        const value = getValue();
        return value ? formatInstitutionTime(value) : 'Never';
      },
    }),
    helper.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const link = row.original;
        const canResend = actions.canResend && actions.newestOfCopy.has(link.id);
        const canRevoke = !link.document_revoked_at && actions.newestOfDocument.has(link.id);
        if (!canResend && !canRevoke) return null;
        return (
          <div className={screenStyles.rowActions}>
            {canResend && (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Send again to ${link.recipient}`}
                onClick={() => actions.onResend(link)}
              >
                Send again
              </Button>
            )}
            {canRevoke && (
              <Button
                size="sm"
                variant="danger"
                aria-label={`Revoke ${printed(link.verification_code)}`}
                onClick={() => actions.onRevoke(link)}
              >
                Revoke
              </Button>
            )}
          </div>
        );
      },
    }),
  ]) as ColumnDef<TDocumentLink>[];

/** The first row (newest first) of each key: where that group's action belongs. */
export const newestBy = (
  links: readonly TDocumentLink[],
  key: (link: TDocumentLink) => unknown,
) => {
  const seen = new Set<unknown>();
  const ids = new Set<number>();
  for (const link of links) {
    if (seen.has(key(link))) continue;
    seen.add(key(link));
    ids.add(link.id);
  }
  return ids;
};
