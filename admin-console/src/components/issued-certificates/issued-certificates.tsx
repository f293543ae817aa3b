import { formatInstitutionTime } from '@registrar/shared-api/core';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type {
  RequestFailure,
  TCertificateTemplate,
  TGraduateCertificate,
} from '@registrar/shared-api';
import {
  Button,
  DataTable,
  Select,
  createColumnHelper,
  notify,
  type ColumnDef,
} from '@registrar/shared-ui';
import formStyles from '../form-styles.module.css';
import { actionsColumn } from '../row-actions';
import { useApiData } from '../../hooks/use-api-data';
import { issuedCertificatesApi } from './api';
import { RevokeModal } from './revoke-modal';
import styles from './issued-certificates.module.css';
import { LoadError } from '../load-error';

const ADMIN_TIME = 3000;

export interface IssuedCertificatesProps {
  /** Loads the certificates to list (wrap it in useCallback with its inputs). */
  fetchCertificates: (signal?: AbortSignal) => Promise<{ data: TGraduateCertificate[] } | false>;
  /** Issues one from a template; `onFailure` receives the server's refusal. */
  issue: (
    templateId: number,
    onFailure: (failure: RequestFailure) => void,
  ) => Promise<{ data: TGraduateCertificate } | false>;
  /** Whom it is for, in the success message ("UNILAG/2024/000001 for Ada Okafor"). */
  issuedTo: string;
  /** The table's (hidden) caption. */
  caption: string;
  /** Why no certificate may be issued now: shown instead of the issue form. */
  cannotIssue?: string | undefined;
  /** At most one certificate that is not revoked (a certificate application's). */
  isOneValidAtATime?: boolean;
  /** More buttons beside Issue certificate (the graduate panel's Close). */
  actions?: ReactNode;
  /** The id of the template field (unique on the page). */
  templateFieldId?: string;
}

/**
 * Certificates issued to a graduate or for a certificate application: issue one from an active
 * template, download each as a PDF or a verifiable credential, revoke one with a reason (confirmed). The server decides;
 * its refusals land on the template field or in its message.
 */
export function IssuedCertificates({
  fetchCertificates,
  issue,
  issuedTo,
  caption,
  cannotIssue,
  isOneValidAtATime = false,
  actions,
  templateFieldId = 'issue-template',
}: IssuedCertificatesProps) {
  const [templates, setTemplates] = useState<TCertificateTemplate[] | null | false>(null);
  const [templateId, setTemplateId] = useState('');
  const [issueError, setIssueError] = useState<string | undefined>();
  const [isIssuing, setIsIssuing] = useState(false);
  const [toRevoke, setToRevoke] = useState<TGraduateCertificate | null>(null);
  const { data: certificates, load } = useApiData(fetchCertificates);

  useEffect(() => {
    const controller = new AbortController();
    void issuedCertificatesApi.templates(controller.signal).then((response) => {
      if (!controller.signal.aborted) setTemplates(response === false ? false : response.data.data);
    });
    return () => controller.abort();
  }, []);

  const activeTemplates = useMemo(
    () => (templates ? templates.filter((template) => template.is_active) : []),
    [templates],
  );
  const valid =
    isOneValidAtATime && certificates
      ? certificates.find((certificate) => !certificate.revoked_at)
      : undefined;
  const blocked =
    cannotIssue ??
    (valid ? `${valid.serial_number} is valid: revoke it to issue a corrected one.` : undefined);

  const focusTemplate = () => document.getElementById(templateFieldId)?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (templateId === '') {
      setIssueError('Choose a template');
      focusTemplate();
      return;
    }
    setIssueError(undefined);
    setIsIssuing(true);
    let fieldError: string | undefined;
    const response = await issue(Number(templateId), (failure) => {
      fieldError = failure.errors?.template_id?.[0];
    });
    setIsIssuing(false);
    if (response === false) {
      if (fieldError) {
        setIssueError(fieldError);
        focusTemplate();
      }
      void load();
      return;
    }
    notify({
      type: 'success',
      title: 'Certificate Issued',
      message: `${response.data.serial_number} for ${issuedTo}`,
      time: ADMIN_TIME,
    });
    setTemplateId('');
    void load();
  };

  const revoke = async (reason: string): Promise<string | null> => {
    if (!toRevoke) return null;
    let fieldError = '';
    const response = await issuedCertificatesApi.revoke(toRevoke.id, reason, (failure) => {
      fieldError = failure.errors?.reason?.[0] ?? failure.message ?? '';
    });
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
          `${formatInstitutionTime(row.original.issued_at)}${row.original.issued_by ? ` by ${row.original.issued_by}` : ''}`,
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
              <span className={styles.revoked}>
                Revoked {formatInstitutionTime(row.original.revoked_at)}
              </span>
              {row.original.revoke_reason && (
                <span className={styles.muted}>{row.original.revoke_reason}</span>
              )}
            </>
          ) : (
            <span className={styles.valid}>Valid</span>
          ),
      }),
      actionsColumn<TGraduateCertificate>((certificate) =>
        certificate.revoked_at
          ? []
          : [
              {
                label: 'Download PDF',
                name: `Download ${certificate.serial_number} (PDF)`,
                onClick: () => void issuedCertificatesApi.download(certificate),
              },
              {
                label: 'Download credential',
                name: `Download ${certificate.serial_number} (verifiable credential)`,
                onClick: () => void issuedCertificatesApi.downloadCredential(certificate),
              },
              {
                label: 'Revoke',
                name: `Revoke ${certificate.serial_number}`,
                variant: 'danger',
                onClick: () => setToRevoke(certificate),
              },
            ],
      ),
    ]) as ColumnDef<TGraduateCertificate>[];
  }, []);

  return (
    <>
      {blocked ? (
        <>
          <p className={styles.muted}>{blocked}</p>
          {actions && <div className={styles.actions}>{actions}</div>}
        </>
      ) : (
        <form className={styles.issue} onSubmit={(event) => void submit(event)} noValidate>
          <Select
            id={templateFieldId}
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
            {actions}
          </div>
        </form>
      )}
      {certificates === false ? (
        <LoadError what="The certificates" onRetry={() => void load()} />
      ) : (
        <DataTable
          caption={caption}
          isCaptionHidden
          columns={columns}
          data={certificates ?? []}
          isLoading={certificates === null}
          emptyMessage="No certificate issued yet"
          getRowId={(certificate) => String(certificate.id)}
        />
      )}
      <RevokeModal certificate={toRevoke} onClose={() => setToRevoke(null)} onConfirm={revoke} />
    </>
  );
}
