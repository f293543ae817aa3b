import { useCallback, useState } from 'react';
import {
  signingKeyStateLabels,
  type TSigningKey,
  formatInstitutionDay,
  formatInstitutionTime,
} from '@registrar/shared-api';
import {
  Button,
  createColumnHelper,
  DataTable,
  notifyAdmin,
  type ColumnDef,
} from '@registrar/shared-ui';
import { LoadError } from '../../components/load-error';
import { PageHeading } from '../../components/page-heading';
import { ReasonModal } from '../../components/reason-modal';
import { type BadgeTone, RequestStatusBadge } from '../../components/request-status-badge';
import tableStyles from '../../components/request-table.module.css';
import screenStyles from '../../components/screen-styles.module.css';
import { useApiData } from '../../hooks/use-api-data';
import { signingKeysApi } from './api';
import styles from './signing-keys.module.css';

const tones: Record<TSigningKey['state'], BadgeTone> = {
  current: 'success',
  trusted: 'info',
  development: 'warning',
  retired: 'error',
};

const helper = createColumnHelper<TSigningKey>();

const columnsFor = (onRetire: (key: TSigningKey) => void) =>
  helper.columns([
    helper.accessor('subject', {
      header: 'Key',
      cell: ({ row }) => (
        <>
          <span className={tableStyles.name}>{row.original.subject}</span>
          <span className={styles.fingerprint}>SHA-256 {row.original.fingerprint}</span>
        </>
      ),
    }),
    helper.display({
      id: 'dates',
      header: 'Certificate',
      cell: ({ row }) => (
        <>
          <span>Valid until {formatInstitutionDay(row.original.valid_until)}</span>
          <span className={tableStyles.detail}>
            First signed with {formatInstitutionDay(row.original.first_used_at)}
          </span>
        </>
      ),
    }),
    helper.accessor('state', {
      header: 'Status',
      cell: ({ row }) => {
        const key = row.original;
        return (
          <>
            <RequestStatusBadge
              status={key.state}
              label={signingKeyStateLabels[key.state]}
              tone={tones[key.state]}
            />
            {key.retired_at && (
              <span className={tableStyles.detail}>
                By {key.retired_by_name ?? 'staff'}, {formatInstitutionTime(key.retired_at)}
                {key.retire_reason ? `: ${key.retire_reason}` : ''}
              </span>
            )}
          </>
        );
      },
    }),
    helper.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) =>
        row.original.state === 'trusted' ? (
          <Button
            size="sm"
            variant="danger"
            aria-label={`Retire the key ${row.original.fingerprint.slice(0, 16)}`}
            onClick={() => onRetire(row.original)}
          >
            Retire
          </Button>
        ) : null,
    }),
  ]) as ColumnDef<TSigningKey>[];

/**
 * /admin/signing-keys: every key the institution has signed PDFs and credentials with, and
 * whether what it signed still verifies. A key whose private part was lost or leaked is
 * retired here; the key signing now is replaced through SIGNING_P12_PATH first.
 */
export default function SigningKeysPage() {
  const fetchKeys = useCallback((signal?: AbortSignal) => signingKeysApi.list(signal), []);
  const { data: keys, load } = useApiData(fetchKeys);
  const [retiring, setRetiring] = useState<TSigningKey | null>(null);

  const retire = async (reason: string) => {
    if (!retiring) return null;
    const response = await signingKeysApi.retire(retiring.fingerprint, reason);
    if (response === false) return 'The key could not be retired. Try again.';
    notifyAdmin('success', `Key of ${retiring.subject} retired`);
    setRetiring(null);
    void load();
    return null;
  };

  return (
    <section className={screenStyles.page} aria-labelledby="admin-page-title">
      <PageHeading>Signing keys</PageHeading>
      <p className={screenStyles.intro}>
        Every PDF and verifiable credential the registry issues is signed with the institution’s
        key. Documents signed with an earlier key keep verifying. A development key counts only
        until the institution’s own certificate is installed. If a key’s file or password was lost
        or leaked, retire the key: everything signed with it then reads as not issued by the
        institution, so send the affected documents again.
      </p>
      {keys && keys.some((key) => key.signing_now && key.state !== 'current') && (
        <div role="alert" className={screenStyles.loadError}>
          <p>
            This server signs with a key that is no longer trusted: it issues no documents until the
            institution’s key is installed (SIGNING_P12_PATH) and the server restarted.
          </p>
        </div>
      )}
      {keys === false ? (
        <LoadError what="The signing keys" onRetry={() => void load()} />
      ) : (
        <DataTable
          caption="Signing keys"
          isCaptionHidden
          getRowId={(key) => key.fingerprint}
          columns={columnsFor(setRetiring)}
          data={keys ?? []}
          isLoading={keys === null}
          emptyMessage="The server has not signed anything yet"
        />
      )}
      <ReasonModal
        isOpen={retiring !== null}
        title="Retire this key?"
        description={
          retiring
            ? `Everything signed with the key of ${retiring.subject} (SHA-256 ${retiring.fingerprint.slice(0, 16)}…) will read as not issued by the institution, in /verify and in every wallet. This cannot be undone.`
            : undefined
        }
        reasonId="retire-key-reason"
        reasonLabel="Reason (kept in the audit log)"
        maxLength={1000}
        confirmLabel="Retire"
        onClose={() => setRetiring(null)}
        onConfirm={retire}
      />
    </section>
  );
}
