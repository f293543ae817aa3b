import { FieldError, FieldHint } from '@registrar/shared-ui';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './form-controls.module.css';
import { useDescriptionIds } from './use-description-ids';

export interface RadioOption {
  value: string;
  label: string;
  hint?: string;
  /** Shown but not choosable (its hint says why). */
  disabled?: boolean;
}

export type RadioGroupProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'> & {
  legend: ReactNode;
  /** Id of the first radio: the error summary links to it. */
  id: string;
  options: readonly RadioOption[];
  error?: string;
  hint?: ReactNode;
};

/**
 * A GOV.UK radios question: a fieldset whose legend is the question. The remaining props (e.g.
 * react-hook-form's register result) go on every radio, so they share name, onChange and ref.
 */
export function RadioGroup({ legend, id, options, error, hint, ...input }: RadioGroupProps) {
  const { hintId, errorId, describedBy } = useDescriptionIds(hint, error);
  return (
    <fieldset
      className={`${styles.fieldset} ${error ? styles.invalid : ''}`}
      aria-describedby={describedBy}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hintId && (
        <FieldHint id={hintId} className={styles.hint}>
          {hint}
        </FieldHint>
      )}
      {errorId && (
        <FieldError id={errorId} className={styles.error}>
          {error}
        </FieldError>
      )}
      <div className={styles.options}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          const optionHintId = option.hint ? `${optionId}-hint` : undefined;
          return (
            <div key={option.value} className={styles.option}>
              <input
                {...input}
                type="radio"
                id={optionId}
                value={option.value}
                className={styles.radio}
                disabled={option.disabled === true || input.disabled === true}
                aria-invalid={error ? true : undefined}
                aria-describedby={optionHintId}
              />
              <label htmlFor={optionId} className={styles.optionLabel}>
                {option.label}
              </label>
              {option.hint && (
                <p id={optionHintId} className={styles.optionHint}>
                  {option.hint}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
