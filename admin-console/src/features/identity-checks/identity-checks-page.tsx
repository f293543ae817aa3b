import { useCallback, useState } from 'react';
import { useSearchParams } from '@registrar/shared-ui/router';
import {
  identityCheckStatusLabels,
  ZIdentityCheckStatus,
  type TIdentityCheck,
  type TIdentityCheckStatus,
} from '@registrar/shared-api';
import { Button, notifyAdmin, Select } from '@registrar/shared-ui';
import { PageHeading } from '../../components/page-heading';
import { ListPager } from '../../components/pager';
import { ReasonModal } from '../../components/reason-modal';
import screenStyles from '../../components/screen-styles.module.css';
import { useApiData } from '../../hooks/use-api-data';
import { identityChecksApi } from './api';
import { ClearCheckModal } from './components/clear-check-modal';
import { IdentityChecksTable } from './components/identity-checks-table';
import styles from './identity-checks.module.css';
import { LoadError } from '../../components/load-error';

const statusOptions = ZIdentityCheckStatus.options.map((value) => ({
  value,
  label: identityCheckStatusLabels[value],
}));

/**
 * /admin/identity-checks: applicants who could not receive a code at the email on their record
 * ask the registry to confirm who they are. Clearing puts a confirmed email on the record (the
 * code then goes there); refusing tells the applicant why. Nothing is released by either.
 */
export default function IdentityChecksPage() {
  const [params, setParams] = useSearchParams();
  // Pending by default: that is the work; 'all' shows decided ones too.
  const statusParam = params.get('status');
  const status: TIdentityCheckStatus | '' =
    statusParam === 'all'
      ? ''
      : (ZIdentityCheckStatus.safeParse(statusParam ?? 'pending').data ?? 'pending');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageHref = (target: number) =>
    `?${new URLSearchParams({ status: status || 'all', page: String(target) }).toString()}`;
  const [clearing, setClearing] = useState<TIdentityCheck | null>(null);
  const [refusing, setRefusing] = useState<TIdentityCheck | null>(null);

  const fetchList = useCallback(
    (signal?: AbortSignal) => identityChecksApi.list(status || undefined, page, signal),
    [status, page],
  );
  const { data: list, load } = useApiData(fetchList);

  const decided = (message: string) => {
    notifyAdmin('success', message);
    void load();
  };

  const clear = async (email: string, note: string) => {
    if (!clearing) return null;
    let errors: Record<string, string[]> = {};
    const response = await identityChecksApi.decide(
      clearing.id,
      { decision: 'clear', email, note: note || null },
      (failure) => {
        errors = failure.errors ?? {};
      },
    );
    if (response === false) return errors;
    decided(`Identity of ${clearing.full_name} cleared`);
    setClearing(null);
    return null;
  };

  const refuse = async (note: string) => {
    if (!refusing) return null;
    const response = await identityChecksApi.decide(refusing.id, { decision: 'refuse', note });
    if (response === false) return 'The check could not be refused. Try again.';
    decided(`Identity check of ${refusing.full_name} refused`);
    setRefusing(null);
    return null;
  };

  return (
    <section className={screenStyles.page} aria-labelledby="admin-page-title">
      <PageHeading>Identity checks</PageHeading>
      <p className={screenStyles.intro}>
        Applicants whose record has no email they can use ask the registry to confirm who they are.
        Check their identity (an ID document, questions only the graduate can answer) before you
        clear it: clearing puts the email on the record, and the code that releases the record goes
        there.
      </p>
      <div className={styles.filter}>
        <Select
          label="Status"
          placeholder="Any status"
          options={statusOptions}
          value={status}
          onChange={(event) => setParams({ status: event.target.value || 'all' })}
        />
      </div>
      {list === false ? (
        <LoadError what="The identity checks" onRetry={() => void load()} />
      ) : (
        <>
          <div className={screenStyles.toolbar}>
            <p className={styles.count} aria-live="polite">
              {list === null
                ? 'Loading identity checks…'
                : `${String(list.total)} ${list.total === 1 ? 'identity check' : 'identity checks'}`}
            </p>
            <Button size="sm" variant="secondary" onClick={() => void load()}>
              Refresh
            </Button>
          </div>
          <IdentityChecksTable
            checks={list ? list.data : []}
            isLoading={list === null}
            emptyMessage={
              status === 'pending' ? 'No identity check is waiting' : 'No identity checks'
            }
            onClear={setClearing}
            onRefuse={setRefusing}
          />
          <ListPager page={list} pageHref={pageHref} />
        </>
      )}
      <ClearCheckModal check={clearing} onClose={() => setClearing(null)} onConfirm={clear} />
      <ReasonModal
        isOpen={refusing !== null}
        title="Refuse this identity check?"
        description={
          refusing
            ? `${refusing.full_name} is emailed that the registry could not confirm their identity, with your reason.`
            : undefined
        }
        reasonId="refuse-check-reason"
        reasonLabel="Reason (sent to the applicant)"
        maxLength={1000}
        confirmLabel="Refuse"
        onClose={() => setRefusing(null)}
        onConfirm={refuse}
      />
    </section>
  );
}
