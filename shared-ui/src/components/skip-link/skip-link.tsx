import styles from './skip-link.module.css';

export interface SkipLinkProps {
  /** The id of the page's main content, which the link moves the focus to. */
  targetId: string;
}

/** The first link of a page layout: shown on focus, it skips the header to the main content. */
export function SkipLink({ targetId }: SkipLinkProps) {
  return (
    <a href={`#${targetId}`} className={styles.root}>
      Skip to main content
    </a>
  );
}
