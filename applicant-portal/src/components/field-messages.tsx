import type { ReactNode } from 'react';
import styles from './form-controls.module.css';

type Props = {
  hintId: string | undefined;
  hint: ReactNode;
  errorId: string | undefined;
  error: string | undefined;
  /** Read before the error text (e.g. a visually hidden "Error: "). */
  errorPrefix?: ReactNode;
};

/** A control's hint and error paragraphs, under the ids its aria-describedby names (useDescriptionIds). */
export function FieldMessages({ hintId, hint, errorId, error, errorPrefix }: Props) {
  return (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {errorPrefix}
          {error}
        </p>
      )}
    </>
  );
}
