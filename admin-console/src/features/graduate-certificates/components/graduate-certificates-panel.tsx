import { useCallback, useEffect, useRef } from 'react';
import type { TGraduate } from '@registrar/shared-api';
import { Button } from '@registrar/shared-ui';
import formStyles from '../../../components/form-styles.module.css';
import { IssuedCertificates } from '../../../components/issued-certificates';
import { certificatesApi } from '../api';
import styles from '../graduate-certificates.module.css';

const nameOf = (graduate: TGraduate) =>
  [graduate.surname, graduate.first_name, graduate.other_names].filter(Boolean).join(' ');

export interface GraduateCertificatesPanelProps {
  graduate: TGraduate;
  onClose: () => void;
}

/** One graduate's certificates: issue from an active template, download, revoke with a reason. */
export function GraduateCertificatesPanel({ graduate, onClose }: GraduateCertificatesPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const fetchCertificates = useCallback(
    (signal?: AbortSignal) => certificatesApi.list(graduate.id, signal),
    [graduate.id],
  );

  return (
    <section className={formStyles.card} aria-labelledby="graduate-certificates-title">
      <h2
        id="graduate-certificates-title"
        className={formStyles.title}
        ref={headingRef}
        tabIndex={-1}
      >
        Certificates of {nameOf(graduate)} ({graduate.matric_number})
      </h2>
      <p className={styles.muted}>
        {graduate.degree}
        {graduate.class_of_degree ? `, ${graduate.class_of_degree}` : ''}, {graduate.programme},{' '}
        {graduate.graduation_year}
      </p>
      <IssuedCertificates
        fetchCertificates={fetchCertificates}
        issue={(templateId, onFailure) => certificatesApi.issue(graduate.id, templateId, onFailure)}
        issuedTo={nameOf(graduate)}
        caption={`Certificates of ${graduate.matric_number}`}
        actions={
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        }
      />
    </section>
  );
}
