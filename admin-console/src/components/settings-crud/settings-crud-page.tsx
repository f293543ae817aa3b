import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { RequestFailure } from '@registrar/shared-api';
import { Button, notifyAdmin, type ColumnDef } from '@registrar/shared-ui';
import { ListTable } from '../list-table';
import { PageHeading } from '../page-heading';
import { SettingsForm, type SaveResult } from './settings-form';
import type { Draft, SettingsCrudConfig } from './types';
import { checkDraft, serverErrorsOf } from './validate';
import screenStyles from '../screen-styles.module.css';
import { actionsColumn } from '../row-actions';
import { ConfirmDeleteModal } from '../confirm-delete-modal';
import { LoadError } from '../load-error';
import { useConfirmDelete } from '../../hooks/use-confirm-delete';

export interface SettingsCrudPageProps<Row extends { id: number }, D extends Draft, Input> {
  /** The page's h1. */
  title: string;
  intro: ReactNode;
  config: SettingsCrudConfig<Row, D, Input>;
  /** Panels shown between the intro and the list (e.g. delivery rates). */
  children?: ReactNode;
}

type Editor<Row> = { kind: 'add' } | { kind: 'edit'; row: Row };

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** 'a region', 'an application type'. */
const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/**
 * A settings screen: the rows in a table (a card a row on a phone), an add/edit panel with the
 * server's field errors on the fields, and deletion only after a confirmation dialog.
 */
export function SettingsCrudPage<Row extends { id: number }, D extends Draft, Input>({
  title,
  intro,
  config,
  children,
}: SettingsCrudPageProps<Row, D, Input>) {
  const { api, noun, plural, fields, nameOf, toInput, validate } = config;
  const [rows, setRows] = useState<Row[] | null | false>(null);
  const [editor, setEditor] = useState<Editor<Row> | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      const response = await api.list(signal);
      if (!signal?.aborted) setRows(response === false ? false : response.data);
    },
    [api],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const closeEditor = () => {
    setEditor(null);
    addRef.current?.focus();
  };

  const check = (draft: D) => {
    const checked = checkDraft(fields, draft, validate);
    return checked.errors ?? null;
  };

  const save = async (draft: D): Promise<SaveResult<D>> => {
    const checked = checkDraft(fields, draft, validate);
    if (!editor || checked.kobo === undefined) return null;
    const body = toInput(draft, checked.kobo);
    let result: SaveResult<D> = { errors: {}, other: [] };
    const onFailure = (failure: RequestFailure) => {
      result = serverErrorsOf(fields, failure);
    };
    const response =
      editor.kind === 'edit'
        ? await api.update(editor.row.id, body, onFailure)
        : await api.create(body, onFailure);
    if (response === false) return result;
    notifyAdmin(
      'success',
      response.message ?? `${capitalise(noun)} ${editor.kind === 'edit' ? 'updated' : 'added'}`,
    );
    closeEditor();
    void load();
    return null;
  };

  const {
    toDelete,
    ask: askDelete,
    modal: deleteModal,
  } = useConfirmDelete<Row>({
    remove: (row, onFailure) => api.remove(row.id, onFailure),
    fallback: 'It could not be deleted.',
    onDeleted: (row, message) => {
      notifyAdmin('success', message ?? `${capitalise(noun)} deleted`);
      if (editor?.kind === 'edit' && editor.row.id === row.id) setEditor(null);
      void load();
    },
  });

  const columns = useMemo<ColumnDef<Row>[]>(() => {
    return [
      ...config.columns,
      actionsColumn<Row>((row) => [
        {
          label: 'Edit',
          name: `Edit ${nameOf(row)}`,
          onClick: () => setEditor({ kind: 'edit', row }),
        },
        {
          label: 'Delete',
          name: `Delete ${nameOf(row)}`,
          variant: 'danger',
          onClick: () => askDelete(row),
        },
      ]),
    ];
  }, [config.columns, nameOf, askDelete]);

  return (
    <section className={screenStyles.page} aria-labelledby="admin-page-title">
      <PageHeading>{title}</PageHeading>
      <p className={screenStyles.intro}>{intro}</p>
      {children}
      <div className={screenStyles.toolbar}>
        <Button ref={addRef} onClick={() => setEditor({ kind: 'add' })}>
          {`Add ${withArticle(noun)}`}
        </Button>
      </div>
      {editor && (
        <SettingsForm<D>
          key={editor.kind === 'edit' ? `edit-${String(editor.row.id)}` : 'add'}
          title={
            editor.kind === 'edit'
              ? `Edit ${noun}: ${nameOf(editor.row)}`
              : `Add ${withArticle(noun)}`
          }
          fields={fields}
          draft={editor.kind === 'edit' ? config.draftOf(editor.row) : config.emptyDraft}
          submitLabel={editor.kind === 'edit' ? `Save ${noun}` : `Add ${noun}`}
          check={check}
          onSubmit={save}
          onCancel={closeEditor}
        />
      )}
      {rows === false ? (
        <LoadError what={`The ${plural.toLowerCase()}`} onRetry={() => void load()} />
      ) : (
        <ListTable
          caption={plural}
          columns={columns}
          data={rows ?? []}
          isLoading={rows === null}
          emptyMessage={`No ${plural.toLowerCase()} yet`}
        />
      )}
      <ConfirmDeleteModal
        {...deleteModal}
        title={`Delete this ${noun}?`}
        description={
          toDelete
            ? `${nameOf(toDelete)} will be removed. If something still uses it, deactivate it instead.`
            : undefined
        }
        confirmLabel={`Delete ${noun}`}
      />
    </section>
  );
}

/** 'Active' or 'Inactive' for the is_active column. */
export const activeLabel = (isActive: boolean) => (isActive ? 'Active' : 'Inactive');
