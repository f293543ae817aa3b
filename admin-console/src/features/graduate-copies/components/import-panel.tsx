import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  GRADUATE_IMPORT_COLUMNS,
  GRADUATE_IMPORT_MAX_CHARS,
  type TImportGraduatesResult,
} from '@registrar/shared-api';
import { Button } from '@registrar/shared-ui';
import { TextArea } from '../../../components/text-area';
import styles from './import-panel.module.css';

export interface ImportPanelProps {
  /** Sends the CSV; resolves with the report (also for an all-invalid file), or null. */
  onImport: (
    csv: string,
  ) => Promise<{ report: TImportGraduatesResult; isRejected: boolean } | null>;
}

const readFile = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });

/** CSV import of graduate records: a chosen file or pasted text, then the per-row report. */
export function ImportPanel({ onImport }: ImportPanelProps) {
  const fileId = useId();
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [isImporting, setIsImporting] = useState(false);
  const [result, setResult] = useState<{
    report: TImportGraduatesResult;
    isRejected: boolean;
  } | null>(null);

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      setCsv(await readFile(file));
      setFileName(file.name);
      setError(undefined);
    } catch {
      setError('The file could not be read');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (csv.trim() === '') {
      setError('Choose a CSV file or paste its text');
      return;
    }
    if (csv.length > GRADUATE_IMPORT_MAX_CHARS) {
      setError('The file must be at most 64 MiB');
      return;
    }
    setError(undefined);
    setIsImporting(true);
    const outcome = await onImport(csv);
    setIsImporting(false);
    setResult(outcome);
  };

  const report = result?.report;
  return (
    <section className={styles.card} aria-labelledby="graduate-import-title">
      <h2 id="graduate-import-title" className={styles.title}>
        Import graduates from CSV
      </h2>
      <p className={styles.hint}>
        The first row names the columns, in any order: {GRADUATE_IMPORT_COLUMNS.join(', ')}. Rows
        are matched by matric number: new ones are added, existing ones updated.
      </p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.file}>
          <label htmlFor={fileId} className={styles.label}>
            CSV file
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className={styles.fileInput}
            onChange={(event) => void chooseFile(event)}
          />
          {fileName && <p className={styles.hint}>Read {fileName}: you can check it below.</p>}
        </div>
        <TextArea
          label="CSV text"
          rows={6}
          spellCheck={false}
          value={csv}
          error={error}
          onChange={(event) => {
            setCsv(event.target.value);
            setFileName(null);
          }}
        />
        <div className={styles.actions}>
          <Button type="submit" isLoading={isImporting}>
            Import graduates
          </Button>
        </div>
      </form>
      {report && (
        <div className={styles.report} role="status" aria-labelledby="graduate-import-report">
          <h3 id="graduate-import-report" className={styles.reportTitle}>
            {result.isRejected ? 'Nothing was imported' : 'Import report'}
          </h3>
          <dl className={styles.counts}>
            <div>
              <dt>Created</dt>
              <dd>{report.created}</dd>
            </div>
            <div>
              <dt>Updated</dt>
              <dd>{report.updated}</dd>
            </div>
            <div>
              <dt>Failed</dt>
              <dd>{report.failed}</dd>
            </div>
          </dl>
          {report.errors.length > 0 && (
            <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Row errors">
              <table className={styles.table}>
                <caption className={styles.caption}>Rows that were not imported</caption>
                <thead>
                  <tr>
                    <th scope="col">Row</th>
                    <th scope="col">Field</th>
                    <th scope="col">Message</th>
                  </tr>
                </thead>
                <tbody>
                  {report.errors.map((row, index) => (
                    <tr key={`${String(row.row)}-${row.field}-${String(index)}`}>
                      <td>{row.row > 0 ? row.row : 'File'}</td>
                      <td>{row.field}</td>
                      <td>{row.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
