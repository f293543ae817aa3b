import { MAX_COPIES, toSubmitCopy } from '@registrar/shared-api';
import { Button, buttonClassName, notify, VisuallyHidden } from '@registrar/shared-ui';
import { useMemo, useRef } from 'react';
import { Link } from '@registrar/shared-ui/router';
import { BackLink } from '../../components/back-link';
import styles from '../../components/page.module.css';
import { Notice } from '../../components/notice';
import { SummaryList } from '../../components/summary-list';
import {
  removeDraftCopy,
  selectApplicant,
  selectDraftCopies,
  useAppDispatch,
  useAppSelector,
} from '../../store';
import { fullName } from './applicant-name';
import apply from './apply.module.css';
import { copyRows } from './copy-details';
import type { ApplyData } from './apply-data';
import { CopyProblems } from './copy-problems';
import { QuotedFees } from './quoted-fees';
import { SavedCopyNotice } from './saved-copy-notice';
import { copyErrors, useQuote } from './use-quote';

/** /apply: the copies added so far (kept on this device), the server's quote, and next steps. */
export function CopiesOverview({ data }: { data: ApplyData }) {
  const dispatch = useAppDispatch();
  const copies = useAppSelector(selectDraftCopies);
  const { applicantData } = useAppSelector(selectApplicant);
  const heading = useRef<HTMLHeadingElement>(null);
  const quote = useQuote(useMemo(() => copies.map(toSubmitCopy), [copies]));
  const fees = quote.status === 'ready' ? quote.quote.copies : [];

  const remove = (id: string, position: number) => {
    dispatch(removeDraftCopy(id));
    notify({
      type: 'info',
      title: 'Copy removed',
      message: `Copy ${String(position)} was removed.`,
    });
    heading.current?.focus();
  };

  return (
    <article className={styles.page}>
      <BackLink to="/start-application">Back</BackLink>
      <p className={styles.caption}>{applicantData ? fullName(applicantData) : ''}</p>
      <h1 className={styles.title} ref={heading} tabIndex={-1}>
        New application
      </h1>
      <SavedCopyNotice />
      <p className={styles.lead}>
        Add each transcript copy you need. Your copies are kept on this device until you submit.
      </p>
      {copies.length === 0 ? (
        <Notice title="You have not added any copies yet">
          <p>Add a copy to choose its purpose, format and where it goes.</p>
        </Notice>
      ) : (
        <>
          <h2 className={styles.sectionTitle}>Your copies ({copies.length})</h2>
          <ul className={apply.copies}>
            {copies.map((copy, index) => (
              <li key={copy.id} className={apply.copy}>
                <h3 className={apply.copyTitle}>Copy {index + 1}</h3>
                <SummaryList rows={copyRows(copy, data, fees[index])} />
                <CopyProblems errors={copyErrors(quote, index)} copyNumber={index + 1} />
                <div className={apply.copyActions}>
                  <Link to={`/apply/copy/${copy.id}`}>
                    Change<VisuallyHidden> copy {index + 1}</VisuallyHidden>
                  </Link>
                  <Button variant="ghost" size="sm" onClick={() => remove(copy.id, index + 1)}>
                    Remove copy {index + 1}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <QuotedFees quote={quote} label={{ caption: 'Fees (confirmed when you submit)' }} />
        </>
      )}
      <div className={styles.actions}>
        {copies.length < MAX_COPIES ? (
          <Link
            to="/apply/copy/new"
            className={buttonClassName({ variant: copies.length === 0 ? 'primary' : 'secondary' })}
          >
            {copies.length === 0 ? 'Add a copy' : 'Add another copy'}
          </Link>
        ) : (
          <p>You can request up to {MAX_COPIES} copies in one application.</p>
        )}
        {copies.length > 0 && (
          <Link to="/apply/check" className={buttonClassName({ variant: 'primary' })}>
            Continue
          </Link>
        )}
      </div>
    </article>
  );
}
