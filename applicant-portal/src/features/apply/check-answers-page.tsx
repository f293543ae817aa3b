import {
  CONSENT_REQUIRED,
  consentReceivers,
  SUBMITTED_MESSAGE,
  toSubmitCopy,
  type TPhoneProof,
} from '@registrar/shared-api';
import {
  Button,
  notify,
  VisuallyHidden,
  ErrorSummary,
  type SummaryError,
} from '@registrar/shared-ui';
import { useMemo, useState } from 'react';
import { Link, Navigate, useNavigate } from '@registrar/shared-ui/router';
import { BackLink } from '../../components/back-link';
import styles from '../../components/page.module.css';
import { useSmsOffered } from '../../app/institution-context';
import { SmsUpdates } from '../../components/sms-updates';
import { SummaryList } from '../../components/summary-list';
import {
  selectApplicant,
  selectDraftCopies,
  submitDraftApplication,
  useAppDispatch,
  useAppSelector,
} from '../../store';
import { fullName } from './applicant-name';
import { CONSENT_FIELD_ID, ConsentSection, useConsentWording } from './consent-section';
import { copyRows } from './copy-details';
import type { ApplyData } from './apply-data';
import { CopyProblems } from './copy-problems';
import { QuotedFees } from './quoted-fees';
import { SavedCopyNotice } from './saved-copy-notice';
import { copyErrors, useQuote } from './use-quote';
import { submitErrorRows } from './server-errors';

/** /apply/check: every answer with a change link, the fees, then submit (POST /applications). */
export function CheckAnswersPage({ data }: { data: ApplyData }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const copies = useAppSelector(selectDraftCopies);
  const { applicantData, email_address, identity } = useAppSelector(selectApplicant);
  const [phone, setPhone] = useState<TPhoneProof | null>(null);
  const isSmsOffered = useSmsOffered();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [problems, setProblems] = useState<SummaryError[]>([]);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const quote = useQuote(useMemo(() => copies.map(toSubmitCopy), [copies]));
  const fees = quote.status === 'ready' ? quote.quote.copies : [];
  const consentWording = useConsentWording();
  const [agreed, setAgreed] = useState(false);
  // The server's lines once the copies are priced (a directory receiver's own details), until
  // then the draft's: the consent is refused if they differ from where the copies really go.
  const receivers = quote.status === 'ready' ? quote.quote.receivers : consentReceivers(copies);

  if (copies.length === 0) return <Navigate to="/apply" replace />;

  const submit = async () => {
    if (consentWording.state.status !== 'ready') return;
    if (!agreed) {
      setProblems([{ fieldId: CONSENT_FIELD_ID, label: 'Consent', message: CONSENT_REQUIRED }]);
      setFailedSubmits((count) => count + 1);
      return;
    }
    setIsSubmitting(true);
    const consent = {
      wording_id: consentWording.state.wording.id,
      receivers: [...receivers],
      agreed: true as const,
    };
    const application = await dispatch(
      submitDraftApplication(
        consent,
        (failure) => {
          setProblems(failure.errors ? submitErrorRows(failure.errors, copies) : []);
          if (failure.errors) setFailedSubmits((count) => count + 1);
          // A new wording is in force, or the receivers changed: to be agreed to again.
          if (failure.errors?.['consent.wording_id']) consentWording.reload();
          if (failure.errors?.['consent.wording_id'] || failure.errors?.['consent.receivers'])
            setAgreed(false);
          // The phone's proof ran out: it is asked for again.
          if (failure.errors?.phone_token) setPhone(null);
        },
        phone,
      ),
    );
    setIsSubmitting(false);
    if (!application) return;
    notify({
      type: 'success',
      title: SUBMITTED_MESSAGE,
      message: `Your reference is ${application.tracking_id}.`,
    });
    navigate(`/apply/confirmation/${application.tracking_id}`, { replace: true });
  };

  const change = (to: string, what: string) => (
    <Link to={to}>
      Change<VisuallyHidden> {what}</VisuallyHidden>
    </Link>
  );

  return (
    <article className={styles.page}>
      <BackLink to="/apply" />
      <h1 className={styles.title}>Check your answers before submitting your application</h1>
      <SavedCopyNotice />
      <ErrorSummary
        errors={problems}
        focusKey={failedSubmits}
        onSelect={(id) => {
          const target = problems.find((problem) => problem.fieldId === id);
          if (target?.href) navigate(target.href);
          else document.getElementById(id)?.focus();
        }}
      />
      <h2 className={styles.sectionTitle}>Your details</h2>
      <SummaryList
        rows={[
          {
            key: 'Name',
            value: applicantData ? fullName(applicantData) : '',
          },
          {
            key: 'Matric number',
            value: applicantData?.matric_number ?? '',
            action: change('/start-application', 'matric number'),
          },
          {
            key: 'Email address',
            value: email_address,
            action: change('/start-application', 'email address'),
          },
        ]}
      />
      {identity && isSmsOffered && (
        <SmsUpdates identityToken={identity.token} value={phone} onChange={setPhone} />
      )}
      {copies.map((copy, index) => (
        <section key={copy.id} aria-labelledby={`check-copy-${copy.id}`}>
          <h2 id={`check-copy-${copy.id}`} className={styles.sectionTitle}>
            Copy {index + 1}
          </h2>
          <SummaryList
            rows={copyRows(copy, data, fees[index]).map((row, rowIndex) =>
              rowIndex === 0
                ? {
                    ...row,
                    action: change(
                      `/apply/copy/${copy.id}?from=check`,
                      `copy ${String(index + 1)}`,
                    ),
                  }
                : row,
            )}
          />
          <CopyProblems errors={copyErrors(quote, index)} copyNumber={index + 1} />
        </section>
      ))}
      <p>
        <Link to="/apply/copy/new?from=check">Add another copy</Link>
      </p>
      <h2 id="check-fees" className={styles.sectionTitle}>
        Fees
      </h2>
      <QuotedFees quote={quote} label={{ labelledBy: 'check-fees' }} />
      <p>
        The registry confirms the fees when you submit. You pay after submitting; your reference
        lets you pay, track the application and message the registry.
      </p>
      <ConsentSection
        receivers={receivers}
        wording={consentWording.state}
        onRetry={consentWording.reload}
        agreed={agreed}
        onAgreedChange={setAgreed}
        error={problems.find((problem) => problem.fieldId === CONSENT_FIELD_ID)?.message}
      />
      <h2 className={styles.sectionTitle}>Now send your application</h2>
      <div className={styles.actions}>
        <Button
          onClick={() => void submit()}
          isLoading={isSubmitting}
          disabled={consentWording.state.status !== 'ready'}
        >
          Submit application
        </Button>
      </div>
    </article>
  );
}
