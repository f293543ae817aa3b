import { useCallback, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@registrar/shared-ui/router';
import { Button, Select, Spinner, TextField, buttonClassName } from '@registrar/shared-ui';
import { PageHeading } from '../../components/page-heading';
import { LoadError } from '../../components/load-error';
import { Pager } from '../../components/pager';
import { messagesApi } from './api';
import { ThreadList } from './components/thread-list';
import styles from './messages.module.css';
import { useApiData } from '../../hooks/use-api-data';

const showOptions = [
  { value: 'all', label: 'All conversations' },
  { value: 'unread', label: 'Unread only' },
];

/** /admin/messages: the inbox of application threads, unread first, with unread counts. */
export default function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const filter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const fetchInbox = useCallback(
    (signal?: AbortSignal) =>
      messagesApi.threads({ page, filter, ...(search && { search }) }, signal),
    [page, filter, search],
  );
  const { data: inbox, load } = useApiData(fetchInbox);

  let body;
  if (inbox === false) {
    body = <LoadError what="The messages" onRetry={() => void load()} />;
  } else if (inbox === null) {
    body = <Spinner label="Loading messages" />;
  } else if (inbox.data.length === 0) {
    body = (
      <p className={styles.empty}>
        {search || filter === 'unread'
          ? 'No conversations match.'
          : 'No messages yet. Applicants write from their tracking page; you can write first with Compose a message.'}
      </p>
    );
  } else {
    body = (
      <>
        <ThreadList threads={inbox.data} />
        <Pager
          links={inbox.links}
          currentPage={inbox.current_page}
          lastPage={inbox.last_page}
          pageHref={(target) => {
            const next = new URLSearchParams(params);
            next.set('page', String(target));
            return `?${next.toString()}`;
          }}
        />
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="admin-page-title">
      <PageHeading>Messaging</PageHeading>
      <div className={styles.toolbar}>
        <Link className={buttonClassName({})} to="/admin/compose-message">
          Compose a message
        </Link>
      </div>
      <InboxFilters
        key={params.toString()}
        search={search}
        filter={filter}
        onApply={(next) => {
          const entries = Object.entries(next).filter(
            ([key, value]) => value.trim() !== '' && !(key === 'filter' && value === 'all'),
          );
          setParams(new URLSearchParams(entries));
        }}
      />
      <p className={styles.muted} aria-live="polite">
        {inbox
          ? `${String(inbox.unread_threads)} unread ${inbox.unread_threads === 1 ? 'conversation' : 'conversations'}; ${String(inbox.total)} shown`
          : ''}
      </p>
      {body}
    </section>
  );
}

function InboxFilters({
  search,
  filter,
  onApply,
}: {
  search: string;
  filter: string;
  onApply: (filters: { search: string; filter: string }) => void;
}) {
  const [draft, setDraft] = useState({ search, filter });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className={styles.filters} role="search" aria-label="Messages" onSubmit={submit}>
      <TextField
        label="Search"
        hint="Tracking id, matric number, name or email"
        type="search"
        value={draft.search}
        onChange={(event) => setDraft({ ...draft, search: event.target.value })}
      />
      <Select
        label="Show"
        options={showOptions}
        value={draft.filter}
        onChange={(event) => setDraft({ ...draft, filter: event.target.value })}
      />
      <div className={styles.actions}>
        <Button type="submit">Apply filters</Button>
      </div>
    </form>
  );
}
