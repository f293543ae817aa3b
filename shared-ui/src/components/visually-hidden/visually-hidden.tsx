import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import styles from './visually-hidden.module.css';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Content for assistive technology only (still read by screen readers). */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span className={cx(styles.root, className)} {...rest} />;
}
