import { useState, type FormEvent } from 'react';
import { ZStaffPassword, type RequestFailure, type TStaffUser } from '@registrar/shared-api';
import { Modal, TextField } from '@registrar/shared-ui';
import formStyles from '../../../components/form-styles.module.css';
import { FormActions } from '../../../components/form-actions';

export interface PasswordModalProps {
  user: TStaffUser | null;
  onClose: () => void;
  onSave: (
    user: TStaffUser,
    password: string,
    onFailure: (failure: RequestFailure) => void,
  ) => Promise<boolean>;
}

/** Sets a new password; the modal says it signs the account out of its other sessions. */
export function PasswordModal({ user, onClose, onSave }: PasswordModalProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [isSaving, setIsSaving] = useState(false);

  const close = () => {
    setPassword('');
    setConfirmation('');
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    const parsed = ZStaffPassword.safeParse(password);
    const found = {
      ...(!parsed.success && {
        password: password ? parsed.error.issues[0]?.message : 'This field is required',
      }),
      ...(parsed.success &&
        confirmation !== password && { confirmation: 'The passwords do not match' }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setIsSaving(true);
    let serverError: string | undefined;
    const isSaved = await onSave(user, password, (failure) => {
      serverError = failure.errors?.password?.[0];
    });
    setIsSaving(false);
    if (isSaved) close();
    else if (serverError) setErrors({ password: serverError });
  };

  return (
    <Modal
      isOpen={user !== null}
      onClose={close}
      title={user ? `Set a new password for ${user.name}` : 'Set a new password'}
      description="Their other sessions end at once; they sign in again with the new password."
    >
      <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="New password"
          hint="At least 8 characters"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          maxLength={128}
        />
        <TextField
          label="Repeat the new password"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={errors.confirmation}
          maxLength={128}
        />
        <FormActions submitLabel="Set password" isSaving={isSaving} onCancel={close} />
      </form>
    </Modal>
  );
}
