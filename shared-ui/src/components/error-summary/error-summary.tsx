import { useEffect, useId, useRef } from 'react';
import styles from './error-summary.module.css';

/** One problem in the summary. */
export interface SummaryError {
  /** The id of the control the link leads to. */
  fieldId: string;
  /** The field's label: the default messages are the same for every field. */
  label: string;
  message: string;
  /** A link elsewhere (e.g. the page holding the field); default: '#fieldId'. */
  href?: string;
}

/** Props of `ErrorSummary`. */
export interface ErrorSummaryProps {
  errors: readonly SummaryError[];
  /** Changes on every failed submit, so focus returns to the summary each time. */
  focusKey: number;
  /** Moves focus to a field; called instead of following the in-page link. */
  onSelect: (fieldId: string) => void;
}

/**
 * The GOV.UK error summary: after a failed submit it takes focus and lists each problem as a link
 * to its field, so keyboard and screen-reader users learn what to fix and can jump there.
 */
export function ErrorSummary({ errors, focusKey, onSelect }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const isShown = errors.length > 0;
  const focusedKey = useRef(focusKey);

  // Focus once per failed submit, as soon as the summary is on screen (react-hook-form may publish
  // the errors a render after onInvalid ran); editing a field later must not pull focus away.
  useEffect(() => {
    if (isShown && focusedKey.current !== focusKey) {
      focusedKey.current = focusKey;
      ref.current?.focus();
    }
  }, [focusKey, isShown]);

  if (!isShown) return null;
  return (
    <div ref={ref} className={styles.summary} role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={styles.title}>
        There is a problem
      </h2>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={error.href ?? `#${error.fieldId}`}
              onClick={(event) => {
                event.preventDefault();
                onSelect(error.fieldId);
              }}
            >
              {error.label}: {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
