import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import styles from './card.module.css';

export type CardProps = Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  /** Optional heading; when given the card is a labelled region. */
  title?: ReactNode;
  /** Heading level for the title (default 2). */
  headingLevel?: 2 | 3 | 4;
};

export function Card({ title, headingLevel = 2, className, children, ...rest }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={cx(styles.card, className)}
      aria-labelledby={title ? titleId : undefined}
      {...rest}
    >
      {title && (
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      )}
      {children}
    </section>
  );
}
