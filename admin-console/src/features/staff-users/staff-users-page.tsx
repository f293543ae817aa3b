import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from '@registrar/shared-ui/router';
import {
  selectAuthUser,
  useAppSelector,
  type RequestFailure,
  type TCreateStaffUserRequest,
  type TStaffUser,
  type TUpdateStaffUserRequest,
} from '@registrar/shared-api';
import { Button, Select, notifyAdmin } from '@registrar/shared-ui';
import { PageHeading } from '../../components/page-heading';
import { Pager } from '../../components/pager';
import { staffUsersApi } from './api';
import { PasswordModal } from './components/password-modal';
import { StaffUserForm } from './components/staff-user-form';
import { StaffUsersTable } from './components/staff-users-table';
import { roleLabels, roleOptions } from './roles';
import { FilterBar, useFilterDraft } from '../../components/filter-bar';
import screenStyles from '../../components/screen-styles.module.css';
import { useApiData } from '../../hooks/use-api-data';
import { LoadError } from '../../components/load-error';

type Editor = { kind: 'add' } | { kind: 'edit'; user: TStaffUser };
type Roles = TStaffUser['role'];
const isRole = (value: string | null): value is Roles => value !== null && value in roleLabels;

/** /admin/staff-users (administrators): staff accounts, their roles, activation and passwords. */
export default function StaffUsersPage() {
  const currentUser = useAppSelector(selectAuthUser);
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const role = params.get('role');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [passwordFor, setPasswordFor] = useState<TStaffUser | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const fetchList = useCallback(
    (signal?: AbortSignal) =>
      staffUsersApi.list(
        { page, ...(search && { search }), ...(isRole(role) && { role }) },
        signal,
      ),
    [page, search, role],
  );
  const { data: list, load } = useApiData(fetchList);

  const closeEditor = () => {
    setEditor(null);
    addRef.current?.focus();
  };

  const save = async (body: Record<string, unknown>, onFailure: (f: RequestFailure) => void) => {
    if (!editor) return false;
    const response =
      editor.kind === 'edit'
        ? await staffUsersApi.update(editor.user.id, body as TUpdateStaffUserRequest, onFailure)
        : await staffUsersApi.create(body as TCreateStaffUserRequest, onFailure);
    if (response === false) return false;
    notifyAdmin('success', response.message ?? 'Saved');
    closeEditor();
    void load();
    return true;
  };

  const setPassword = async (
    user: TStaffUser,
    password: string,
    onFailure: (f: RequestFailure) => void,
  ) => {
    const response = await staffUsersApi.setPassword(user.id, password, onFailure);
    if (response === false) return false;
    notifyAdmin('success', response.message);
    return true;
  };

  const onEdit = useCallback((user: TStaffUser) => setEditor({ kind: 'edit', user }), []);
  const onSetPassword = useCallback((user: TStaffUser) => setPasswordFor(user), []);

  return (
    <section className={screenStyles.page} aria-labelledby="admin-page-title">
      <PageHeading>Staff Users</PageHeading>
      <p className={screenStyles.intro}>
        Who can sign in to this console and what each person may use. Administrators: everything;
        registry officers: applications, messages and graduate records; bursary: payments and rates.
      </p>
      <StaffFilters
        key={params.toString()}
        search={search}
        role={isRole(role) ? role : ''}
        onApply={(next) => {
          const entries = Object.entries(next).filter(([, value]) => value.trim() !== '');
          setParams(new URLSearchParams(entries));
        }}
      />
      <div className={screenStyles.toolbar}>
        <Button ref={addRef} onClick={() => setEditor({ kind: 'add' })}>
          Add a staff user
        </Button>
      </div>
      {editor && (
        <StaffUserForm
          key={editor.kind === 'edit' ? `edit-${String(editor.user.id)}` : 'add'}
          user={editor.kind === 'edit' ? editor.user : undefined}
          onSave={save}
          onCancel={closeEditor}
        />
      )}
      {list === false ? (
        <LoadError what="The staff users" onRetry={() => void load()} />
      ) : (
        <>
          <p className={screenStyles.intro} aria-live="polite">
            {list
              ? `${String(list.total)} ${list.total === 1 ? 'staff user' : 'staff users'}`
              : 'Loading staff users…'}
          </p>
          <StaffUsersTable
            users={list ? list.data : []}
            isLoading={list === null}
            currentUserId={currentUser?.id}
            onEdit={onEdit}
            onSetPassword={onSetPassword}
          />
          {list && (
            <Pager
              links={list.links}
              currentPage={list.current_page}
              lastPage={list.last_page}
              pageHref={(target) => {
                const next = new URLSearchParams(params);
                next.set('page', String(target));
                return `?${next.toString()}`;
              }}
            />
          )}
        </>
      )}
      <PasswordModal user={passwordFor} onClose={() => setPasswordFor(null)} onSave={setPassword} />
    </section>
  );
}

function StaffFilters({
  search,
  role,
  onApply,
}: {
  search: string;
  role: string;
  onApply: (filters: { search: string; role: string }) => void;
}) {
  const { draft, set, apply } = useFilterDraft({ search, role }, onApply);
  return (
    <FilterBar label="Staff users" columns="three" onSubmit={apply}>
      <FilterBar.Search
        hint="Name, username or email"
        value={draft.search}
        onChange={set('search')}
      />
      <Select
        label="Role"
        placeholder="Any role"
        options={roleOptions}
        value={draft.role}
        onChange={set('role')}
      />
    </FilterBar>
  );
}
