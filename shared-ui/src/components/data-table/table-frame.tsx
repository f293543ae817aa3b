import { useId, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import styles from './data-table.module.css';

type TableFrameProps = {
  caption: ReactNode;
  isCaptionHidden: boolean;
  className?: string | undefined;
  isBusy: boolean;
  isStackedWhenNarrow?: boolean;
  /** The table's head and body. */
  children: ReactNode;
};

/** The table with its caption inside a scroll region the caption names (loaded or not yet). */
export function TableFrame({
  caption,
  isCaptionHidden,
  className,
  isBusy,
  isStackedWhenNarrow = false,
  children,
}: TableFrameProps) {
  const captionId = useId();
  return (
    // A focusable, labelled scroll region lets keyboard users scroll wide tables on small screens.
    <div
      className={cx(styles.scroll, isStackedWhenNarrow && styles.stackable, className)}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table
        className={styles.table}
        role={isStackedWhenNarrow ? 'table' : undefined}
        aria-busy={isBusy || undefined}
      >
        <caption id={captionId} className={cx(styles.caption, isCaptionHidden && styles.hidden)}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
