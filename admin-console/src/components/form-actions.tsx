import { Button } from '@registrar/shared-ui';
import formStyles from './form-styles.module.css';

export interface FormActionsProps {
  submitLabel: string;
  /** The submit button shows it is busy while the form saves. */
  isSaving: boolean;
  onCancel: () => void;
}

/** The end of an add/edit form: its submit button, then Cancel. */
export function FormActions({ submitLabel, isSaving, onCancel }: FormActionsProps) {
  return (
    <div className={formStyles.actions}>
      <Button type="submit" isLoading={isSaving}>
        {submitLabel}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
