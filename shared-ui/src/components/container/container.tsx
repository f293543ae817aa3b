import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import styles from './container.module.css';

export type ContainerProps = ComponentPropsWithRef<'div'>;

/** Centres content at the spec's maximum width (2xl = 1536px) with responsive side padding. */
export function Container({ className, ...rest }: ContainerProps) {
  return <div className={cx(styles.container, className)} {...rest} />;
}
