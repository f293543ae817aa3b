import { TextField } from '@registrar/shared-ui';
import { isHexColour } from '../branding';
import styles from './colour-field.module.css';

export interface ColourFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A colour picker and its #RRGGBB text twin: either one edits the same value. */
export function ColourField({ id, label, value, error, onChange }: ColourFieldProps) {
  const pickerValue = isHexColour(value) ? value.trim().toLowerCase() : '#000000';
  return (
    <div className={styles.colour}>
      <TextField
        id={id}
        label={`${label} (hex)`}
        hint="As #RRGGBB, e.g. #1d70b8"
        value={value}
        error={error}
        maxLength={7}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      <label className={styles.pickerLabel} htmlFor={`${id}-picker`}>
        <span>{label} picker</span>
        <input
          id={`${id}-picker`}
          className={styles.picker}
          type="color"
          value={pickerValue}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
