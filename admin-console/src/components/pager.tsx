import { Link } from '@registrar/shared-ui/router';
import { VisuallyHidden } from '@registrar/shared-ui';
import type { TPageLink } from '@registrar/shared-api';
import styles from './pager.module.css';

export interface PagerProps {
  links: readonly TPageLink[];
  currentPage: number;
  lastPage: number;
  /** The href of a page, keeping the other filters. */
  pageHref: (page: number) => string;
}

const pageOf = (url: string | null): number | null => {
  if (!url) return null;
  const page = new URL(url, 'http://localhost').searchParams.get('page');
  return page ? Number(page) : null;
};

const labelOf = (label: string) =>
  label.includes('Previous') ? 'Previous' : label.includes('Next') ? 'Next' : label;

/** The server paginator's links (spec §3 applications_meta) as router links. */
export function Pager({ links, currentPage, lastPage, pageHref }: PagerProps) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label="Pagination" className={styles.pager}>
      <ul className={styles.list}>
        {links.map((link, index) => {
          const page = pageOf(link.url);
          const label = labelOf(link.label);
          const key = `${String(index)}-${link.label}`;
          if (page === null || link.active) {
            return (
              <li key={key}>
                <span
                  className={link.active ? styles.current : styles.disabled}
                  aria-current={link.active ? 'page' : undefined}
                >
                  {link.active ? <VisuallyHidden>Page </VisuallyHidden> : null}
                  {label}
                </span>
              </li>
            );
          }
          return (
            <li key={key}>
              <Link
                className={styles.link}
                to={pageHref(page)}
                aria-label={/^\d+$/.test(label) ? `Page ${label}` : `${label} page`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
      <p className={styles.summary}>
        Page {currentPage} of {lastPage}
      </p>
    </nav>
  );
}

/** The pager of a loaded list page; nothing while it loads or when it could not be loaded. */
export function ListPager({
  page,
  pageHref,
}: {
  page: { links: readonly TPageLink[]; current_page: number; last_page: number } | null | false;
  pageHref: (page: number) => string;
}) {
  if (!page) return null;
  return (
    <Pager
      links={page.links}
      currentPage={page.current_page}
      lastPage={page.last_page}
      pageHref={pageHref}
    />
  );
}
