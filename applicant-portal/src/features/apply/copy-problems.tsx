import styles from './apply.module.css';
import { copyFields } from './copy-fields';

/** The quote's field errors for one copy (overview and check your answers), by field label. */
export function CopyProblems({
  errors,
  copyNumber,
}: {
  errors: Record<string, string>;
  copyNumber: number;
}) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <ul className={styles.copyProblems} aria-label={`Problems with copy ${String(copyNumber)}`}>
      {entries.map(([field, message]) => (
        <li key={field}>
          {copyFields.find((item) => item.name === field)?.label ?? field}: {message}
        </li>
      ))}
    </ul>
  );
}
