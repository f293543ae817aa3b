import { transcriptFormatLabels, type TMissingRateCombination } from '@registrar/shared-api';
import { Button, Spinner } from '@registrar/shared-ui';
import styles from './rates.module.css';

export interface MissingCombinationsProps {
  /** null while loading; false when the load failed. */
  combinations: readonly TMissingRateCombination[] | null | false;
  onAdd: (combination: TMissingRateCombination) => void;
  onRetry: () => void;
}

/** Purposes and types an applicant cannot be fully charged for (spec §7), each one click away. */
export function MissingCombinations({ combinations, onAdd, onRetry }: MissingCombinationsProps) {
  let body;
  if (combinations === null) body = <Spinner label="Loading missing combinations" />;
  else if (combinations === false) {
    body = (
      <div role="alert" className={styles.inlineError}>
        <p>The missing combinations could not be loaded.</p>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  } else if (combinations.length === 0) {
    body = <p className={styles.muted}>Every purpose and type has a rate for both formats.</p>;
  } else {
    body = (
      <ul className={styles.missingList}>
        {combinations.map((combination) => {
          const name = `${combination.purpose}, ${combination.type}`;
          const formats = combination.missing_formats
            .map((format) => transcriptFormatLabels[format])
            .join(' and ');
          return (
            <li key={`${combination.purpose}|${combination.type}`} className={styles.missingItem}>
              <span>
                <strong>{name}</strong>
                <span className={styles.muted}>
                  {' '}
                  {combination.rate_id === null ? 'No rate' : `${formats} not offered`}
                </span>
              </span>
              <Button
                size="sm"
                aria-label={`Add rate for ${name}`}
                onClick={() => onAdd(combination)}
              >
                Add rate
              </Button>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section aria-labelledby="missing-title" className={styles.panel}>
      <h2 id="missing-title" className={styles.panelTitle}>
        Missing combinations
      </h2>
      {body}
    </section>
  );
}
