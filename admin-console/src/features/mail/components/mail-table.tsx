import { mailStatusLabels, type TMailMessage, formatInstitutionTime } from '@registrar/shared-api';
import { Button, createColumnHelper, type ColumnDef } from '@registrar/shared-ui';
import { ListTable } from '../../../components/list-table';
import screenStyles from '../../../components/screen-styles.module.css';
import { mailErrorText } from '../api';
import styles from '../mail.module.css';

export interface MailTableProps {
  messages: readonly TMailMessage[];
  isLoading: boolean;
  emptyMessage: string;
  onDownload: (message: TMailMessage) => void;
  onRetry: (message: TMailMessage) => void;
}

const helper = createColumnHelper<TMailMessage>();

/** Where the message stands beyond its status: the last error, or when the next attempt is due. */
function Outcome({ message }: { message: TMailMessage }) {
  if (message.status === 'sent') {
    return (
      <span className={styles.muted}>
        {message.sent_at ? `Sent ${formatInstitutionTime(message.sent_at)}` : 'Sent'}
        {message.transport === 'file' ? ' (saved as a file)' : ''}
      </span>
    );
  }
  return (
    <>
      {message.error && <span className={styles.error}>{mailErrorText(message.error)}</span>}
      {message.status === 'pending' && message.next_attempt_at && (
        <span className={styles.muted}>
          Next attempt {formatInstitutionTime(message.next_attempt_at)}
        </span>
      )}
      {!message.error && message.status !== 'pending' && <span className={styles.muted}>—</span>}
    </>
  );
}

const columnsFor = ({ onDownload, onRetry }: Pick<MailTableProps, 'onDownload' | 'onRetry'>) =>
  helper.columns([
    helper.accessor('status', {
      header: 'Status',
      cell: ({ row }) => (
        <span className={styles.badge} data-status={row.original.status}>
          {mailStatusLabels[row.original.status]}
        </span>
      ),
    }),
    helper.accessor('to', {
      header: 'Recipient',
      cell: ({ row }) => <span className={styles.address}>{row.original.to}</span>,
    }),
    helper.accessor('subject', {
      header: 'Subject',
      cell: ({ row }) => (
        <>
          <span className={styles.strong}>{row.original.subject}</span>
          {row.original.text && <span>{row.original.text}</span>}
          <span className={styles.muted}>
            Queued {formatInstitutionTime(row.original.created_at)}
          </span>
        </>
      ),
    }),
    helper.accessor('attempts', {
      header: 'Attempts',
      cell: ({ row }) => `${String(row.original.attempts)} of ${String(row.original.max_attempts)}`,
    }),
    helper.display({
      id: 'outcome',
      header: 'Last error',
      cell: ({ row }) => <Outcome message={row.original} />,
    }),
    helper.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const message = row.original;
        return (
          <div className={screenStyles.rowActions}>
            {message.status === 'sent' && message.kind === 'email' && (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Download .eml of email ${String(message.id)} to ${message.to}`}
                onClick={() => onDownload(message)}
              >
                Download .eml
              </Button>
            )}
            {message.status === 'failed' && (
              <Button
                size="sm"
                aria-label={`Retry ${message.kind === 'sms' ? 'SMS' : 'email'} ${String(message.id)} to ${message.to}`}
                onClick={() => onRetry(message)}
              >
                Retry
              </Button>
            )}
          </div>
        );
      },
    }),
  ]) as ColumnDef<TMailMessage>[];

/** The outbox, newest first as the server sends it. */
export function MailTable({
  messages,
  isLoading,
  emptyMessage,
  onDownload,
  onRetry,
}: MailTableProps) {
  return (
    <ListTable
      caption="Emails"
      columns={columnsFor({ onDownload, onRetry })}
      data={messages}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}
