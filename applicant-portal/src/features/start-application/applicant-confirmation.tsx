import type { TApplicantRecord } from '@registrar/shared-api';
import { Button } from '@registrar/shared-ui';
import { useEffect, useRef } from 'react';
import styles from '../../components/page.module.css';
import { SummaryList } from '../../components/summary-list';

type Props = {
  record: TApplicantRecord;
  email: string;
  onConfirm: () => void;
  onReject: () => void;
};

export const fullName = (
  record: Pick<TApplicantRecord, 'surname' | 'first_name' | 'other_names'>,
) => [record.first_name, record.other_names, record.surname].filter(Boolean).join(' ');

/** "Is this you?": the record the matric number found, confirmed before applying. */
export function ApplicantConfirmation({ record, email, onConfirm, onReject }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed without a navigation: move focus so screen readers announce the question.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h1 className={styles.title} ref={heading} tabIndex={-1}>
        Is this you?
      </h1>
      <p className={styles.lead}>We found this record for matric number {record.matric_number}.</p>
      <SummaryList
        rows={[
          { key: 'Name', value: fullName(record) },
          { key: 'Matric number', value: record.matric_number },
          { key: 'Programme', value: `${record.degree} ${record.programme}` },
          { key: 'Faculty', value: record.faculty },
          { key: 'Department', value: record.department },
          { key: 'Year of graduation', value: String(record.graduation_year) },
          ...(record.graduation_session
            ? [{ key: 'Graduation session', value: record.graduation_session }]
            : []),
          { key: 'Contact email', value: email },
        ]}
      />
      <div className={styles.actions}>
        <Button onClick={onConfirm}>Yes, continue</Button>
        <Button variant="secondary" onClick={onReject}>
          No, check my details
        </Button>
      </div>
      <p>If the record is wrong, contact the registry office before you apply.</p>
    </>
  );
}
