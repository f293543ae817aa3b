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

export interface ModalActionsProps {
  confirmLabel: string;
  /** The confirming button shows it is busy while the action runs. */
  isBusy: boolean;
  /** A red confirming button, for what cannot be undone. */
  isDanger?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The footer of a dialog that confirms an action: Cancel, then the confirming button. */
export function ModalActions({
  confirmLabel,
  isBusy,
  isDanger = false,
  onCancel,
  onConfirm,
}: ModalActionsProps) {
  return (
    <div className={formStyles.actions}>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button variant={isDanger ? 'danger' : 'primary'} isLoading={isBusy} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </div>
  );
}
