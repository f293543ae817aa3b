import { Notice } from './notice';
import { PageHeading } from './page-heading';
import styles from './screen-placeholder.module.css';

export interface ScreenPlaceholderProps {
  title: string;
  /** One sentence on what the screen will do, so staff know what to expect. */
  purpose: string;
}

/**
 * An honest stand-in for a staff screen whose work lands in a later issue: it names the screen and
 * says it is not ready, rather than showing invented data.
 */
export function ScreenPlaceholder({ title, purpose }: ScreenPlaceholderProps) {
  return (
    <section className={styles.page} aria-labelledby="admin-page-title">
      <PageHeading>{title}</PageHeading>
      <p className={styles.purpose}>{purpose}</p>
      <Notice>This screen is being set up.</Notice>
    </section>
  );
}
