import { useState, type FormEvent } from 'react';
import {
  apiRequest,
  applicationStatusLabels,
  updateApplicationStatus,
  type TApplicationDetail,
  type TApplicationStatus,
} from '@registrar/shared-api';
import { Button, Select, TextField, notifyAdmin } from '@registrar/shared-ui';
import { nextStatuses } from '../status-transitions';
import { TextArea } from '../../../components/text-area';
import styles from './detail.module.css';

type FieldErrors = Partial<Record<'status' | 'note' | 'courier_name' | 'waybill_number', string>>;

export interface StatusChangeFormProps {
  application: TApplicationDetail;
  onChanged: (application: TApplicationDetail) => void;
}

/** Offers the moves the server allows from here; the server still decides (409 shown as is). */
export function StatusChangeForm({ application, onChanged }: StatusChangeFormProps) {
  const choices = nextStatuses[application.status];
  const [status, setStatus] = useState('');
  const [note, setNote] = useState('');
  const [courier, setCourier] = useState('');
  const [waybill, setWaybill] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  if (choices.length === 0) {
    return <p className={styles.muted}>This application is closed: its status cannot change.</p>;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const target: TApplicationStatus | undefined = choices.find((value) => value === status);
    const isDispatch = target === 'dispatched';
    const missing: FieldErrors = {
      ...(!target && { status: 'Choose the new status' }),
      ...(isDispatch && !courier.trim() && { courier_name: 'This field is required' }),
      ...(isDispatch && !waybill.trim() && { waybill_number: 'This field is required' }),
    };
    setErrors(missing);
    setRefusal(null);
    if (!target || Object.keys(missing).length > 0) return;

    setIsSaving(true);
    const response = await apiRequest(updateApplicationStatus, {
      params: { id: application.id },
      body: {
        status: target,
        note: note.trim() || null,
        ...(isDispatch && { courier_name: courier.trim(), waybill_number: waybill.trim() }),
      },
      onFailure: (failure) => {
        if (failure.status === 409) setRefusal(failure.message ?? 'This change is not allowed.');
        const fields = failure.errors ?? {};
        setErrors({
          status: fields.status?.[0],
          note: fields.note?.[0],
          courier_name: fields.courier_name?.[0],
          waybill_number: fields.waybill_number?.[0],
        });
      },
    });
    setIsSaving(false);
    if (response === false) return;
    setStatus('');
    setNote('');
    setCourier('');
    setWaybill('');
    notifyAdmin('success', response.message ?? `Status changed to ${response.data.enums.status}`);
    onChanged(response.data);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {refusal && (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      )}
      <Select
        label="New status"
        placeholder="Choose a status"
        options={choices.map((value) => ({ value, label: applicationStatusLabels[value] }))}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
        error={errors.status}
      />
      {status === 'dispatched' && (
        <>
          <TextField
            label="Courier name"
            value={courier}
            onChange={(event) => setCourier(event.target.value)}
            error={errors.courier_name}
            autoComplete="off"
          />
          <TextField
            label="Waybill number"
            value={waybill}
            onChange={(event) => setWaybill(event.target.value)}
            error={errors.waybill_number}
            autoComplete="off"
          />
        </>
      )}
      <TextArea
        label="Note (optional)"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
        maxLength={1000}
      />
      <div>
        <Button type="submit" isLoading={isSaving}>
          Change status
        </Button>
      </div>
    </form>
  );
}
