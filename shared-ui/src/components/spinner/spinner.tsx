import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../visually-hidden';
import styles from './spinner.module.css';

export type SpinnerProps = {
  /** Accessible name announced by screen readers (default 'Loading'). */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Hide from assistive technology when the surrounding element already says it is busy. */
  isDecorative?: boolean;
  className?: string;
};

export function Spinner({
  label = 'Loading',
  size = 'md',
  isDecorative = false,
  className,
}: SpinnerProps) {
  if (isDecorative) {
    return <span className={cx(styles.spinner, styles[size], className)} aria-hidden="true" />;
  }
  return (
    <span role="status" className={cx(styles.root, className)}>
      <span className={cx(styles.spinner, styles[size])} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
