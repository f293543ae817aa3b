import { useCallback, useState } from 'react';
import type { RequestFailure, TCertificateTemplate } from '@registrar/shared-api';
import { Button, notify } from '@registrar/shared-ui';
import { PageHeading } from '../../components/page-heading';
import { SearchForm } from '../../components/search-form';
import { useConfirmDelete } from '../../hooks/use-confirm-delete';
import { useSearchPage } from '../../hooks/use-search-page';
import { ListPager } from '../../components/pager';
import screenStyles from '../../components/screen-styles.module.css';
import { templatesApi } from './api';
import { ServerPreviewModal } from './components/server-preview-modal';
import { TemplateForm } from './components/template-form';
import { TemplatesTable } from './components/templates-table';
import {
  draftOf,
  emptyTemplate,
  errorsOfMap,
  parseTemplate,
  type TemplateDraft,
  type TemplateErrors,
} from './template-draft';
import styles from './certificate-templates.module.css';
import { useApiData } from '../../hooks/use-api-data';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { LoadError } from '../../components/load-error';

type Editor = { kind: 'add' } | { kind: 'edit'; template: TCertificateTemplate };
const ADMIN_TIME = 3000;

/**
 * Spec §2 /admin/certificate-templates: the wording and layout graduation certificates are
 * issued from. List, search, add and edit with a live preview, the server's preview of a saved
 * template, and delete after confirming (the server refuses once a certificate used it).
 */
export default function CertificateTemplatesPage() {
  const { search, page, searchForm, hrefOf } = useSearchPage();
  const [editor, setEditor] = useState<Editor | null>(null);
  const [previewing, setPreviewing] = useState<TCertificateTemplate | null>(null);

  const fetchList = useCallback(
    (signal?: AbortSignal) => templatesApi.list({ page, ...(search && { search }) }, signal),
    [page, search],
  );
  const { data: list, load } = useApiData(fetchList);

  const onPreview = useCallback((template: TCertificateTemplate) => setPreviewing(template), []);
  const onEdit = useCallback(
    (template: TCertificateTemplate) => setEditor({ kind: 'edit', template }),
    [],
  );
  const {
    toDelete,
    ask: onDelete,
    modal: deleteModal,
  } = useConfirmDelete<TCertificateTemplate>({
    remove: (template, onFailure) => templatesApi.remove(template.id, onFailure),
    fallback: 'The template could not be deleted.',
    onDeleted: (template, message) => {
      notify({ type: 'success', message, time: ADMIN_TIME });
      if (editor?.kind === 'edit' && editor.template.id === template.id) setEditor(null);
      void load();
    },
  });

  const save = async (draft: TemplateDraft): Promise<TemplateErrors | null> => {
    const parsed = parseTemplate(draft);
    if (!editor || parsed.errors) return parsed.errors;
    let errors: TemplateErrors = {};
    const onFailure = (failure: RequestFailure) => {
      errors = errorsOfMap(failure.errors);
    };
    const response =
      editor.kind === 'edit'
        ? await templatesApi.update(editor.template.id, parsed.body, onFailure)
        : await templatesApi.create(parsed.body, onFailure);
    if (response === false) return errors;
    notify({
      type: 'success',
      title: editor.kind === 'edit' ? 'Template Updated' : 'Template Added',
      message: response.data.name,
      time: ADMIN_TIME,
    });
    setEditor(null);
    void load();
    return null;
  };

  return (
    <section className={screenStyles.page} aria-labelledby="admin-page-title">
      <PageHeading>Certificate Templates</PageHeading>
      <p className={screenStyles.intro}>
        The wording and layout of graduation certificates. Placeholders such as {'{{full_name}}'}{' '}
        are filled from the graduate record when a certificate is issued.
      </p>
      <SearchForm label="Search templates" maxLength={100} {...searchForm} />
      <div className={screenStyles.toolbar}>
        <Button onClick={() => setEditor({ kind: 'add' })}>Add a template</Button>
      </div>
      {editor && (
        <TemplateForm
          key={editor.kind === 'edit' ? `edit-${String(editor.template.id)}` : 'add'}
          title={
            editor.kind === 'edit' ? `Edit template: ${editor.template.name}` : 'Add a template'
          }
          draft={editor.kind === 'edit' ? draftOf(editor.template) : emptyTemplate}
          submitLabel={editor.kind === 'edit' ? 'Save template' : 'Add template'}
          onSubmit={save}
          onCancel={() => setEditor(null)}
        />
      )}
      {list === false ? (
        <LoadError what="The certificate templates" onRetry={() => void load()} />
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {list === null
              ? 'Loading templates…'
              : `${String(list.total)} ${list.total === 1 ? 'template' : 'templates'}`}
          </p>
          <TemplatesTable
            templates={list ? list.data : []}
            isLoading={list === null}
            emptyMessage={
              search ? 'No template matches this search' : 'No certificate templates yet'
            }
            onPreview={onPreview}
            onEdit={onEdit}
            onDelete={onDelete}
          />
          <ListPager page={list} pageHref={hrefOf} />
        </>
      )}
      <ServerPreviewModal template={previewing} onClose={() => setPreviewing(null)} />
      <ConfirmDeleteModal
        {...deleteModal}
        title="Delete this template?"
        description={
          toDelete
            ? `${toDelete.name} will be removed. A template certificates were issued from cannot be deleted: make it inactive instead.`
            : undefined
        }
        confirmLabel="Delete template"
      />
    </section>
  );
}
