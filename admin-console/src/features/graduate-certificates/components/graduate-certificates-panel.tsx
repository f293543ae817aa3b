import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type {
  RequestFailure,
  TCertificateTemplate,
  TGraduate,
  TGraduateCertificate,
} from '@registrar/shared-api';
import {
  Button,
  DataTable,
  Select,
  createColumnHelper,
  formatDate,
  notify,
  type ColumnDef,
} from '@registrar/shared-ui';
import formStyles from '../../../components/form-styles.module.css';
import screenStyles from '../../../components/screen-styles.module.css';
import { certificatesApi } from '../api';
import { RevokeModal } from './revoke-modal';
import styles from '../graduate-certificates.module.css';
import { useApiData } from '../../../hooks/use-api-data';

const ADMIN_TIME = 3000;
const nameOf = (graduate: TGraduate) =>
  [graduate.surname, graduate.first_name, graduate.other_names].filter(Boolean).join(' ');

export interface GraduateCertificatesPanelProps {
  graduate: TGraduate;
  onClose: () => void;
}

/** One graduate's certificates: issue from an active template, download, revoke with a reason. */
export function GraduateCertificatesPanel({ graduate, onClose }: GraduateCertificatesPanelProps) {
  const [templates, setTemplates] = useState<TCertificateTemplate[] | null | false>(null);
  const [templateId, setTemplateId] = useState('');
  const [issueError, setIssueError] = useState<string | undefined>();
  const [isIssuing, setIsIssuing] = useState(false);
  const [toRevoke, setToRevoke] = useState<TGraduateCertificate | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const fetchCertificates = useCallback(
    (signal?: AbortSignal) => certificatesApi.list(graduate.id, signal),
    [graduate.id],
  );
  const { data: certificates, load } = useApiData(fetchCertificates);
  useEffect(() => {
    const controller = new AbortController();
    void certificatesApi.templates(controller.signal).then((response) => {
      if (!controller.signal.aborted) setTemplates(response === false ? false : response.data.data);
    });
    return () => controller.abort();
  }, []);

  const activeTemplates = useMemo(
    () => (templates ? templates.filter((template) => template.is_active) : []),
    [templates],
  );

  const issue = async (event: FormEvent) => {
    event.preventDefault();
    if (templateId === '') {
      setIssueError('Choose a template');
      document.getElementById('issue-template')?.focus();
      return;
    }
    setIssueError(undefined);
    setIsIssuing(true);
    let fieldError: string | undefined;
    const response = await certificatesApi.issue(graduate.id, Number(templateId), (failure) => {
      fieldError = failure.errors?.template_id?.[0];
    });
    setIsIssuing(false);
    if (response === false) {
      if (fieldError) {
        setIssueError(fieldError);
        document.getElementById('issue-template')?.focus();
      }
      return;
    }
    notify({
      type: 'success',
      title: 'Certificate Issued',
      message: `${response.data.serial_number} for ${nameOf(graduate)}`,
      time: ADMIN_TIME,
    });
    setTemplateId('');
    void load();
  };

  const revoke = async (reason: string): Promise<string | null> => {
    if (!toRevoke) return null;
    let fieldError = '';
    const response = await certificatesApi.revoke(
      toRevoke.id,
      reason,
      (failure: RequestFailure) => {
        fieldError = failure.errors?.reason?.[0] ?? failure.message ?? '';
      },
    );
    if (response === false) return fieldError;
    notify({
      type: 'success',
      title: 'Certificate Revoked',
      message: response.data.serial_number,
      time: ADMIN_TIME,
    });
    setToRevoke(null);
    void load();
    return null;
  };

  const columns = useMemo<ColumnDef<TGraduateCertificate>[]>(() => {
    const helper = createColumnHelper<TGraduateCertificate>();
    return helper.columns([
      helper.accessor('serial_number', {
        header: 'Serial number',
        cell: ({ row }) => <span className={styles.mono}>{row.original.serial_number}</span>,
      }),
      helper.accessor('template_name', { header: 'Template' }),
      helper.display({
        id: 'issued',
        header: 'Issued',
        cell: ({ row }) =>
          `${formatDate(row.original.issued_at)}${row.original.issued_by ? ` by ${row.original.issued_by}` : ''}`,
      }),
      helper.accessor('verification_code', {
        header: 'Verification code',
        cell: ({ row }) => <span className={styles.mono}>{row.original.verification_code}</span>,
      }),
      helper.display({
        id: 'status',
        header: 'Status',
        cell: ({ row }) =>
          row.original.revoked_at ? (
            <>
              <span className={styles.revoked}>Revoked {formatDate(row.original.revoked_at)}</span>
              {row.original.revoke_reason && (
                <span className={styles.muted}>{row.original.revoke_reason}</span>
              )}
            </>
          ) : (
            <span className={styles.valid}>Valid</span>
          ),
      }),
      helper.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) =>
          row.original.revoked_at ? null : (
            <div className={screenStyles.rowActions}>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Download ${row.original.serial_number} (PDF)`}
                onClick={() => void certificatesApi.download(row.original)}
              >
                Download PDF
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={`Revoke ${row.original.serial_number}`}
                onClick={() => setToRevoke(row.original)}
              >
                Revoke
              </Button>
            </div>
          ),
      }),
    ]) as ColumnDef<TGraduateCertificate>[];
  }, []);

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
      <form className={styles.issue} onSubmit={(event) => void issue(event)} noValidate>
        <Select
          id="issue-template"
          label="Template"
          hint={
            templates === false
              ? 'The templates could not be loaded'
              : templates && activeTemplates.length === 0
                ? 'No active template: add one in Certificate Templates'
                : undefined
          }
          placeholder={templates === null ? 'Loading templates…' : 'Choose a template'}
          options={activeTemplates.map((template) => ({
            value: String(template.id),
            label: template.name,
          }))}
          value={templateId}
          error={issueError}
          onChange={(event) => setTemplateId(event.target.value)}
        />
        <div className={formStyles.actions}>
          <Button type="submit" isLoading={isIssuing}>
            Issue certificate
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </form>
      {certificates === false ? (
        <div role="alert" className={screenStyles.loadError}>
          <p>The certificates could not be loaded.</p>
          <Button variant="secondary" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      ) : (
        <DataTable
          caption={`Certificates of ${graduate.matric_number}`}
          isCaptionHidden
          columns={columns}
          data={certificates ?? []}
          isLoading={certificates === null}
          emptyMessage="No certificate issued yet"
          getRowId={(certificate) => String(certificate.id)}
        />
      )}
      <RevokeModal certificate={toRevoke} onClose={() => setToRevoke(null)} onConfirm={revoke} />
    </section>
  );
}
