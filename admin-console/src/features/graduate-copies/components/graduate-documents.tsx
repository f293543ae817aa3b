import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  formatBytes,
  GRADUATE_COPY_MAX_BYTES,
  type RequestFailure,
  type TGraduate,
  type TGraduateCopy,
  formatInstitutionTime,
} from '@registrar/shared-api';
import {
  Button,
  FileField,
  TextField,
  createColumnHelper,
  notify,
  type ColumnDef,
} from '@registrar/shared-ui';
import { ListTable } from '../../../components/list-table';
import formStyles from '../../../components/form-styles.module.css';
import { actionsColumn } from '../../../components/row-actions';
import { copiesApi } from '../api';
import { fileProblem } from '../copy-file';
import { fullName } from '../graduate-draft';
import { useApiData } from '../../../hooks/use-api-data';
import { useConfirmDelete } from '../../../hooks/use-confirm-delete';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { LoadError } from '../../../components/load-error';

const ADMIN_TIME = 3000;
type UploadErrors = { title?: string; file?: string };

export interface GraduateDocumentsProps {
  graduate: TGraduate;
  onClose: () => void;
}

/** A graduate's transcript PDFs: upload one, download or delete (after confirming) the others. */
export function GraduateDocuments({ graduate, onClose }: GraduateDocumentsProps) {
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<UploadErrors>({});
  const [isUploading, setIsUploading] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const name = `${graduate.matric_number}, ${fullName(graduate)}`;

  useEffect(() => headingRef.current?.focus(), []);

  const fetchCopies = useCallback(
    (signal?: AbortSignal) => copiesApi.list(graduate.id, signal),
    [graduate.id],
  );
  const { data: copies, load } = useApiData(fetchCopies);

  const showErrors = (found: UploadErrors) => {
    setErrors(found);
    const first = found.title ? 'graduate-copy-title' : 'graduate-copy-file';
    document.getElementById(first)?.focus();
  };

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    const found: UploadErrors = {};
    if (title.trim() === '') found.title = 'This field is required';
    else if (title.trim().length > 200) found.title = 'Use at most 200 characters';
    const problem = await fileProblem(file);
    if (problem) found.file = problem;
    if (found.title || found.file || !file) {
      showErrors(found);
      return;
    }
    setErrors({});
    setIsUploading(true);
    let serverErrors: UploadErrors = {};
    const onFailure = (failure: RequestFailure) => {
      serverErrors = {
        title: failure.errors?.title?.[0],
        // 413 (too large) and 415 (not a PDF body) carry their message only: it is the file's.
        file:
          failure.errors?.file?.[0] ??
          (failure.status === 413 || failure.status === 415 ? failure.message : undefined),
      };
    };
    const response = await copiesApi.upload(graduate.id, { title: title.trim(), file }, onFailure);
    setIsUploading(false);
    if (response === false) {
      if (serverErrors.title || serverErrors.file) showErrors(serverErrors);
      return;
    }
    notify({
      type: 'success',
      title: 'Transcript Uploaded',
      message: `${response.data.title} (${response.data.file_name})`,
      time: ADMIN_TIME,
    });
    setTitle('');
    setFile(null);
    if (fileRef.current) fileRef.current.value = '';
    void load();
  };

  const {
    toDelete,
    ask: askDelete,
    modal: deleteModal,
  } = useConfirmDelete<TGraduateCopy>({
    remove: (copy, onFailure) => copiesApi.remove(copy, onFailure),
    fallback: 'The document could not be deleted.',
    onDeleted: (_, message) => {
      notify({ type: 'success', message, time: ADMIN_TIME });
      void load();
    },
  });

  const columns = useMemo<ColumnDef<TGraduateCopy>[]>(() => {
    const helper = createColumnHelper<TGraduateCopy>();
    return helper.columns([
      helper.accessor('title', { header: 'Title' }),
      helper.display({
        id: 'file',
        header: 'File',
        cell: ({ row }) => `${row.original.file_name} (${formatBytes(row.original.size_bytes)})`,
      }),
      helper.display({
        id: 'uploaded',
        header: 'Uploaded',
        cell: ({ row }) =>
          `${formatInstitutionTime(row.original.created_at)}${row.original.uploaded_by ? ` by ${row.original.uploaded_by}` : ''}`,
      }),
      actionsColumn<TGraduateCopy>((copy) => [
        {
          label: 'Download',
          name: `Download ${copy.title}`,
          onClick: () => void copiesApi.download(copy),
        },
        {
          label: 'Delete',
          name: `Delete ${copy.title}`,
          variant: 'danger',
          onClick: () => askDelete(copy),
        },
      ]),
    ]) as ColumnDef<TGraduateCopy>[];
  }, [askDelete]);

  return (
    <section className={formStyles.card} aria-labelledby="graduate-documents-title">
      <h2 id="graduate-documents-title" className={formStyles.title} ref={headingRef} tabIndex={-1}>
        Transcript documents: {name}
      </h2>
      <form className={formStyles.form} onSubmit={(event) => void upload(event)} noValidate>
        <TextField
          id="graduate-copy-title"
          label="Document title"
          hint="e.g. Final transcript, 2020"
          maxLength={200}
          value={title}
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <FileField
          id="graduate-copy-file"
          label="Transcript PDF"
          hint={`A PDF of at most ${formatBytes(GRADUATE_COPY_MAX_BYTES)}`}
          accept="application/pdf,.pdf"
          error={errors.file}
          inputRef={fileRef}
          onChange={setFile}
        />
        <div className={formStyles.actions}>
          <Button type="submit" isLoading={isUploading}>
            Upload document
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Close documents
          </Button>
        </div>
      </form>
      {copies === false ? (
        <LoadError what="The documents" onRetry={() => void load()} />
      ) : (
        <ListTable
          caption={`Documents of ${name}`}
          columns={columns}
          data={copies ?? []}
          isLoading={copies === null}
          emptyMessage="No transcript document uploaded yet"
        />
      )}
      <ConfirmDeleteModal
        {...deleteModal}
        title="Delete this document?"
        description={
          toDelete
            ? `${toDelete.title} (${toDelete.file_name}) will be removed for good.`
            : undefined
        }
        confirmLabel="Delete document"
      />
    </section>
  );
}
