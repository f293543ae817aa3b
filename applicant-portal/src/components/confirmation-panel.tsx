import type { ReactNode, RefObject } from 'react';
import styles from './confirmation-panel.module.css';

type Props = {
  title: string;
  /** The page focuses its heading once the panel shows, so screen readers announce the outcome. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  titleClassName?: string | undefined;
  children: ReactNode;
};

/** The GOV.UK confirmation panel: a focusable page heading over the outcome's reference. */
export function ConfirmationPanel({ title, headingRef, titleClassName, children }: Props) {
  return (
    <div className={styles.panel}>
      <h1
        className={titleClassName ? `${styles.title} ${titleClassName}` : styles.title}
        ref={headingRef}
        tabIndex={-1}
      >
        {title}
      </h1>
      {children}
    </div>
  );
}
