import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TGraduate, TPaginated } from '@registrar/shared-api';
import { Button, DataTable, createColumnHelper, type ColumnDef } from '@registrar/shared-ui';
import { PageHeading } from '../../components/page-heading';
import { SearchForm } from '../../components/search-form';
import { ListPager } from '../../components/pager';
import screenStyles from '../../components/screen-styles.module.css';
import { certificatesApi } from './api';
import { GraduateCertificatesPanel } from './components/graduate-certificates-panel';
import styles from './graduate-certificates.module.css';
import { useSearchPage } from '../../hooks/use-search-page';
import { LoadError } from '../../components/load-error';

const nameOf = (graduate: TGraduate) =>
  [graduate.surname, graduate.first_name, graduate.other_names].filter(Boolean).join(' ');

/**
 * Spec §2 /admin/graduate-certificate: find a graduate, then see, issue, download and revoke their
 * certificates. Nothing is listed until a search is made (the registry knows whom it looks for).
 */
export default function GraduateCertificatePage() {
  const { search, page, submitSearch, searchForm } = useSearchPage();
  const [found, setFound] = useState<TPaginated<TGraduate> | null | false>(null);
  const [selected, setSelected] = useState<TGraduate | null>(null);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      if (search === '') return;
      setFound(null);
      const response = await certificatesApi.findGraduates({ page, search }, signal);
      if (!signal?.aborted) setFound(response === false ? false : response.data);
    },
    [page, search],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const submit = () => {
    setSelected(null);
    submitSearch();
  };
  const hrefOf = (next: number) =>
    `?${new URLSearchParams({ search, page: String(next) }).toString()}`;

  const columns = useMemo<ColumnDef<TGraduate>[]>(() => {
    const helper = createColumnHelper<TGraduate>();
    return helper.columns([
      helper.accessor('matric_number', { header: 'Matric number' }),
      helper.display({ id: 'name', header: 'Name', cell: ({ row }) => nameOf(row.original) }),
      helper.accessor('programme', { header: 'Programme' }),
      helper.accessor('graduation_year', { header: 'Year' }),
      helper.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Certificates of ${row.original.matric_number}`}
            onClick={() => setSelected(row.original)}
          >
            Certificates
          </Button>
        ),
      }),
    ]) as ColumnDef<TGraduate>[];
  }, []);

  return (
    <section className={screenStyles.page} aria-labelledby="admin-page-title">
      <PageHeading>Graduation Certificates</PageHeading>
      <p className={screenStyles.intro}>
        Find a graduate to issue a certificate from a template, download it with its QR and
        verification code, or revoke it.
      </p>
      <SearchForm
        label="Find a graduate"
        hint="Matric number, name or email"
        maxLength={100}
        {...searchForm}
        onSubmit={submit}
      />
      {selected && (
        <GraduateCertificatesPanel
          key={selected.id}
          graduate={selected}
          onClose={() => {
            const label = `Certificates of ${selected.matric_number}`;
            setSelected(null);
            setTimeout(() =>
              document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)?.focus(),
            );
          }}
        />
      )}
      {search === '' ? (
        <p className={styles.muted}>Search for a graduate to see their certificates.</p>
      ) : found === false ? (
        <LoadError what="The graduates" onRetry={() => void load()} />
      ) : (
        <>
          <p className={styles.muted} aria-live="polite">
            {found === null
              ? 'Searching…'
              : `${String(found.total)} ${found.total === 1 ? 'graduate' : 'graduates'} matching “${search}”`}
          </p>
          <DataTable
            caption="Graduates found"
            isCaptionHidden
            columns={columns}
            data={found ? found.data : []}
            isLoading={found === null}
            emptyMessage="No graduate matches this search"
            getRowId={(graduate) => String(graduate.id)}
          />
          <ListPager page={found} pageHref={hrefOf} />
        </>
      )}
    </section>
  );
}
