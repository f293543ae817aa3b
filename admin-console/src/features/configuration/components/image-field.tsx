import { useId, useState, type ChangeEvent } from 'react';
import { fileFieldStyles as fieldStyles, VisuallyHidden } from '@registrar/shared-ui';
import styles from './image-field.module.css';

export interface ImageFieldProps {
  /** The control's id (also the error summary's and focus target). */
  id: string;
  label: string;
  hint?: string;
  /** The current image URL (saved or just uploaded); empty for none. */
  url: string;
  error?: string;
  isUploading?: boolean;
  onSelect: (file: File) => void;
}

/**
 * A file picker for a branding image with a preview of the image the form holds. Choosing a
 * file uploads it at once (the parent does it); saving the form stores the returned URL.
 */
export function ImageField({
  id,
  label,
  hint,
  url,
  error,
  isUploading,
  onSelect,
}: ImageFieldProps) {
  const generated = useId();
  const [isBroken, setIsBroken] = useState(false);
  const [shownUrl, setShownUrl] = useState(url);
  if (shownUrl !== url) {
    setShownUrl(url);
    setIsBroken(false);
  }
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const statusId = `${generated}-status`;
  const describedBy = [hint && hintId, error && errorId, statusId].filter(Boolean).join(' ');
  return (
    <div className={fieldStyles.field} data-invalid={error ? true : undefined}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          <VisuallyHidden>Error: </VisuallyHidden>
          {error}
        </p>
      )}
      <div className={styles.row}>
        <div className={styles.preview}>
          {url && !isBroken ? (
            <img src={url} alt={`${label}: current image`} onError={() => setIsBroken(true)} />
          ) : (
            <span className={styles.empty}>{url ? 'The image cannot be shown' : 'No image'}</span>
          )}
        </div>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className={fieldStyles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={isUploading}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onSelect(file);
          }}
        />
      </div>
      <p id={statusId} className={styles.status} aria-live="polite">
        {isUploading ? 'Uploading…' : ''}
      </p>
    </div>
  );
}
