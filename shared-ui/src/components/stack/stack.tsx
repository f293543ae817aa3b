import type { CSSProperties, ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import styles from './stack.module.css';

export type StackGap = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export type StackProps = ComponentPropsWithRef<'div'> & {
  /** Index into the --rg-space-* scale (default 4 = 1rem). */
  gap?: StackGap;
  direction?: 'column' | 'row';
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  isWrapping?: boolean;
};

/** Lays children out in a row or column with a token-based gap. */
export function Stack({
  gap = 4,
  direction = 'column',
  align,
  justify,
  isWrapping = false,
  className,
  style,
  ...rest
}: StackProps) {
  return (
    <div
      className={cx(
        styles.stack,
        direction === 'row' && styles.row,
        isWrapping && styles.wrap,
        className,
      )}
      style={{
        gap: gap === 0 ? 0 : `var(--rg-space-${gap})`,
        alignItems: align,
        justifyContent: justify,
        ...style,
      }}
      {...rest}
    />
  );
}
