import { useCallback, useState } from 'react';
import type { RequestFailure, TGraduate, TGraduateInput } from '@registrar/shared-api';
import { Button, notify } from '@registrar/shared-ui';
import { PageHeading } from '../../components/page-heading';
import { GraduationSessionSelect } from '../../components/graduation-session-select';
import { SearchForm } from '../../components/search-form';
import { useApiData } from '../../hooks/use-api-data';
import { useSearchPage } from '../../hooks/use-search-page';
import { graduatesApi } from './api';
import { GraduateDocuments } from './components/graduate-documents';
import { GraduateForm } from './components/graduate-form';
import { GraduatesTable } from './components/graduates-table';
import { ImportPanel } from './components/import-panel';
import { ListPager } from '../../components/pager';
import { draftOf, emptyDraft, errorsOfMap, fullName, type GraduateErrors } from './graduate-draft';
import { reportOfFailure } from './import-report';
import screenStyles from '../../components/screen-styles.module.css';
import styles from './graduate-copy-page.module.css';
import { LoadError } from '../../components/load-error';

const FILTER_KEYS = ['session'];

type Editor = { kind: 'add' } | { kind: 'edit'; graduate: TGraduate };
const ADMIN_TIME = 3000;

/**
 * Spec §2 /admin/graduate-copy: the graduate records copies belong to. Search, page, add, edit,
 * and import from CSV with a per-row report.
 */
export default function GraduateCopyPage() {
  const { search, page, filters, setFilter, searchForm, hrefOf } = useSearchPage(FILTER_KEYS);
  const session = filters.session ?? '';
  const [editor, setEditor] = useState<Editor | null>(null);
  const [isImportOpen, setIsImportOpen] = useState(false);
  const [documentsOf, setDocumentsOf] = useState<TGraduate | null>(null);

  const fetchList = useCallback(
    (signal?: AbortSignal) =>
      graduatesApi.list(
        {
          page,
          ...(search !== '' && { search }),
          ...(session !== '' && { graduation_session: session }),
        },
        signal,
      ),
    [page, search, session],
  );
  const { data: list, load } = useApiData(fetchList);

  const onEdit = useCallback((graduate: TGraduate) => setEditor({ kind: 'edit', graduate }), []);
  const onDocuments = useCallback((graduate: TGraduate) => setDocumentsOf(graduate), []);

  const save = async (body: TGraduateInput): Promise<GraduateErrors | null> => {
    if (!editor) return null;
    let errors: GraduateErrors = {};
    const onFailure = (failure: RequestFailure) => {
      errors = errorsOfMap(failure.errors);
    };
    const response =
      editor.kind === 'edit'
        ? await graduatesApi.update(editor.graduate.id, body, onFailure)
        : await graduatesApi.create(body, onFailure);
    if (response === false) return errors;
    notify({
      type: 'success',
      title: editor.kind === 'edit' ? 'Graduate Updated' : 'Graduate Added',
      message: `${response.data.matric_number}: ${fullName(response.data)}`,
      time: ADMIN_TIME,
    });
    setEditor(null);
    void load();
    return null;
  };

  const importCsv = async (csv: string) => {
    let failure: RequestFailure | null = null;
    const response = await graduatesApi.importCsv(csv, (failed) => {
      failure = failed;
    });
    if (response !== false) {
      notify({
        type: response.data.failed > 0 ? 'warning' : 'success',
        title: 'Import Finished',
        message: `${String(response.data.created)} created, ${String(response.data.updated)} updated, ${String(response.data.failed)} failed`,
        time: ADMIN_TIME,
      });
      void load();
      return { report: response.data, isRejected: false };
    }
    const failed = failure as RequestFailure | null;
    if (failed?.status === 422 && failed.errors) {
      return { report: reportOfFailure(failed.errors), isRejected: true };
    }
    return null;
  };

  return (
    <section className={screenStyles.page} aria-labelledby="admin-page-title">
      <PageHeading>Graduation Copies</PageHeading>
      <p className={screenStyles.intro}>
        Transcript copies belong to a graduate record: find, add or correct the record here, or
        import many at once from a CSV file. Open a graduate’s Documents to upload their transcript
        PDF.
      </p>
      <SearchForm label="Search graduates" hint="Matric number, name or email" {...searchForm} />
      <div className={styles.filters}>
        <GraduationSessionSelect
          value={session}
          onChange={(event) => setFilter('session', event.target.value)}
        />
      </div>
      <div className={screenStyles.toolbar}>
        <Button onClick={() => setEditor({ kind: 'add' })}>Add a graduate</Button>
        <Button
          variant="secondary"
          aria-expanded={isImportOpen}
          aria-controls="graduate-import"
          onClick={() => setIsImportOpen((open) => !open)}
        >
          {isImportOpen ? 'Close CSV import' : 'Import from CSV'}
        </Button>
      </div>
      <div id="graduate-import" hidden={!isImportOpen}>
        {isImportOpen && <ImportPanel onImport={importCsv} />}
      </div>
      {editor && (
        <GraduateForm
          key={editor.kind === 'edit' ? `edit-${String(editor.graduate.id)}` : 'add'}
          title={
            editor.kind === 'edit'
              ? `Edit graduate ${editor.graduate.matric_number}`
              : 'Add a graduate'
          }
          draft={editor.kind === 'edit' ? draftOf(editor.graduate) : emptyDraft}
          submitLabel={editor.kind === 'edit' ? 'Save graduate' : 'Add graduate'}
          onSubmit={save}
          onCancel={() => setEditor(null)}
        />
      )}
      {documentsOf && (
        <GraduateDocuments
          key={documentsOf.id}
          graduate={documentsOf}
          onClose={() => {
            const label = `Documents of ${documentsOf.matric_number}`;
            setDocumentsOf(null);
            // Back to the button that opened the panel, so keyboard users keep their place.
            setTimeout(() =>
              document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)?.focus(),
            );
          }}
        />
      )}
      {list === false ? (
        <LoadError what="The graduate records" onRetry={() => void load()} />
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {list === null
              ? 'Loading graduates…'
              : `${String(list.total)} ${list.total === 1 ? 'graduate' : 'graduates'}${search ? ` matching “${search}”` : ''}`}
          </p>
          <GraduatesTable
            graduates={list ? list.data : []}
            isLoading={list === null}
            emptyMessage={search ? 'No graduate matches this search' : 'No graduate records yet'}
            onEdit={onEdit}
            onDocuments={onDocuments}
          />
          <ListPager page={list} pageHref={hrefOf} />
        </>
      )}
    </section>
  );
}
