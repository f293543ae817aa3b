import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  ZCreateStaffUserRequest,
  ZUpdateStaffUserRequest,
  type RequestFailure,
  type TStaffUser,
} from '@registrar/shared-api';
import { Button, Checkbox, ErrorSummary, Modal, Select, TextField } from '@registrar/shared-ui';
import {
  serverFieldErrors,
  summaryErrors,
  zodFieldErrors,
  type FieldErrors,
} from '../../../components/form-errors';
import { roleHints, roleOptions } from '../roles';
import formStyles from '../../../components/form-styles.module.css';
import { FormActions } from '../../../components/form-actions';

type Field = 'name' | 'username' | 'email' | 'role' | 'password' | 'is_active';
const allFields: readonly Field[] = ['name', 'username', 'email', 'role', 'password', 'is_active'];
const labels: Record<Field, string> = {
  name: 'Full name',
  username: 'Username',
  email: 'Email',
  role: 'Role',
  password: 'Initial password',
  is_active: 'Account is active',
};
const idOf = (field: Field) => `staff-${field}`;

export type StaffUserFormProps = {
  /** Edit this account; without it the form creates one. */
  user?: TStaffUser;
  /** Sends the account; resolves true when saved. */
  onSave: (
    body: Record<string, unknown>,
    onFailure: (failure: RequestFailure) => void,
  ) => Promise<boolean>;
  onCancel: () => void;
};

/**
 * Add (name, username, email, role, initial password) or edit (name, email, role, active) a staff
 * account, checked with the contract's schemas first; deactivating asks for confirmation.
 */
export function StaffUserForm({ user, onSave, onCancel }: StaffUserFormProps) {
  const isEdit = user !== undefined;
  const [values, setValues] = useState({
    name: user?.name ?? '',
    username: user?.username ?? '',
    email: user?.email ?? '',
    role: user?.role ?? '',
    password: '',
    is_active: user?.is_active ?? true,
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [focusKey, setFocusKey] = useState(0);
  const [isSaving, setIsSaving] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const shown: readonly Field[] = isEdit
    ? ['name', 'email', 'role', 'is_active']
    : ['name', 'username', 'email', 'role', 'password'];

  const fail = (found: FieldErrors<Field>) => {
    setErrors(found);
    setFocusKey((key) => key + 1);
  };

  const send = async (body: Record<string, unknown>) => {
    setIsSaving(true);
    let failed: FieldErrors<Field> = {};
    const isSaved = await onSave(body, (failure) => {
      failed = serverFieldErrors(failure.errors, allFields);
    });
    setIsSaving(false);
    if (!isSaved && Object.keys(failed).length > 0) fail(failed);
  };

  const parse = () => {
    const { password, username, is_active: isActive, ...common } = values;
    return isEdit
      ? ZUpdateStaffUserRequest.safeParse({ ...common, is_active: isActive })
      : ZCreateStaffUserRequest.safeParse({ ...common, username, password });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse();
    if (!parsed.success) {
      fail(zodFieldErrors<Field>(parsed.error));
      return;
    }
    setErrors({});
    if (isEdit && user.is_active && !values.is_active) {
      setIsConfirming(true);
      return;
    }
    void send(parsed.data);
  };

  const set = (field: Field) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
  };
  /** A text field's id, label, value, error and change handler. */
  const field = (key: Exclude<Field, 'is_active'>) => ({
    id: idOf(key),
    label: labels[key],
    value: values[key],
    onChange: set(key),
    error: errors[key],
  });

  const title = isEdit ? `Edit ${user.name}` : 'Add a staff user';
  return (
    <section className={formStyles.card} aria-labelledby="staff-form-title">
      <h2 id="staff-form-title" className={formStyles.title} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <ErrorSummary
        errors={summaryErrors(
          errors,
          shown.map((field) => ({ field, label: labels[field], id: idOf(field) })),
        )}
        focusKey={focusKey}
        onSelect={(id) => document.getElementById(id)?.focus()}
      />
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <TextField {...field('name')} autoComplete="off" maxLength={100} />
        {!isEdit && (
          <TextField
            {...field('username')}
            hint="3–50 lowercase letters, digits, '.', '_' or '-'"
            autoComplete="off"
            maxLength={50}
          />
        )}
        <TextField {...field('email')} type="email" autoComplete="off" maxLength={254} />
        <Select
          {...field('role')}
          placeholder="Choose a role"
          options={roleOptions}
          hint={values.role in roleHints ? roleHints[values.role as TStaffUser['role']] : undefined}
        />
        {!isEdit && (
          <TextField
            {...field('password')}
            hint="At least 8 characters. Give it to the person privately; they cannot change it yet."
            type="password"
            autoComplete="new-password"
            maxLength={128}
          />
        )}
        {isEdit && (
          <Checkbox
            id={idOf('is_active')}
            label={labels.is_active}
            hint="An inactive account cannot sign in; its sessions end at once."
            checked={values.is_active}
            onChange={(event) => {
              const { checked } = event.target;
              setValues((current) => ({ ...current, is_active: checked }));
            }}
            error={errors.is_active}
          />
        )}
        <FormActions
          submitLabel={isEdit ? 'Save changes' : 'Add staff user'}
          isSaving={isSaving}
          onCancel={onCancel}
        />
      </form>
      <Modal
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={`Deactivate ${user?.name ?? 'this account'}?`}
        description="They are signed out at once and cannot sign in until an administrator reactivates the account."
        footer={
          <>
            <Button
              variant="danger"
              onClick={() => {
                setIsConfirming(false);
                const parsed = parse();
                if (parsed.success) void send(parsed.data);
              }}
            >
              Deactivate
            </Button>
            <Button variant="secondary" onClick={() => setIsConfirming(false)}>
              Cancel
            </Button>
          </>
        }
      />
    </section>
  );
}
