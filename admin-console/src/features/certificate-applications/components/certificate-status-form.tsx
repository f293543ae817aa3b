import { useState, type FormEvent } from 'react';
import {
  certificateApplicationStatusLabels,
  type TCertificateApplication,
  type TCertificateApplicationStatus,
} from '@registrar/shared-api';
import { Button, Modal, Select, TextField, notifyAdmin } from '@registrar/shared-ui';
import { TextArea } from '../../../components/text-area';
import { certificateApplicationsApi } from '../api';
import { finalMoves, nextStatuses } from '../status-transitions';
import styles from './detail.module.css';

type FieldErrors = Partial<Record<'status' | 'note' | 'courier_name' | 'waybill_number', string>>;

export interface CertificateStatusFormProps {
  application: TCertificateApplication;
  onChanged: (application: TCertificateApplication) => void;
}

/**
 * Offers the moves the server allows from here; dispatch needs the courier and waybill; rejecting,
 * cancelling or refunding asks for confirmation first. The server still decides (409 shown).
 */
export function CertificateStatusForm({ application, onChanged }: CertificateStatusFormProps) {
  const choices = nextStatuses[application.status];
  const [status, setStatus] = useState('');
  const [note, setNote] = useState('');
  const [courier, setCourier] = useState(application.delivery.courier);
  const [waybill, setWaybill] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [confirming, setConfirming] = useState<TCertificateApplicationStatus | null>(null);

  if (choices.length === 0) {
    return <p className={styles.muted}>This application is closed: its status cannot change.</p>;
  }

  const send = async (target: TCertificateApplicationStatus) => {
    const isDispatch = target === 'dispatched';
    setIsSaving(true);
    const response = await certificateApplicationsApi.changeStatus(
      application.id,
      {
        status: target,
        note: note.trim() || null,
        ...(isDispatch && { courier_name: courier.trim(), waybill_number: waybill.trim() }),
      },
      (failure) => {
        if (failure.status === 409) setRefusal(failure.message ?? 'This change is not allowed.');
        const fields = failure.errors ?? {};
        setErrors({
          status: fields.status?.[0],
          note: fields.note?.[0],
          courier_name: fields.courier_name?.[0],
          waybill_number: fields.waybill_number?.[0],
        });
      },
    );
    setIsSaving(false);
    if (response === false) return;
    notifyAdmin('success', response.message ?? `Status changed to ${response.data.enums.status}`);
    onChanged(response.data);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = choices.find((value) => value === status);
    const isDispatch = target === 'dispatched';
    const missing: FieldErrors = {
      ...(!target && { status: 'Choose the new status' }),
      ...(isDispatch && !courier.trim() && { courier_name: 'This field is required' }),
      ...(isDispatch && !waybill.trim() && { waybill_number: 'This field is required' }),
    };
    setErrors(missing);
    setRefusal(null);
    if (!target || Object.keys(missing).length > 0) return;
    if (finalMoves.includes(target)) setConfirming(target);
    else void send(target);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {refusal && (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      )}
      <Select
        label="New status"
        placeholder="Choose a status"
        options={choices.map((value) => ({
          value,
          label: certificateApplicationStatusLabels[value],
        }))}
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
            maxLength={100}
          />
          <TextField
            label="Waybill number"
            value={waybill}
            onChange={(event) => setWaybill(event.target.value)}
            error={errors.waybill_number}
            autoComplete="off"
            maxLength={100}
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
      <Modal
        isOpen={confirming !== null}
        onClose={() => setConfirming(null)}
        title={
          confirming
            ? `Mark ${application.tracking_id} as ${certificateApplicationStatusLabels[confirming]}?`
            : ''
        }
        description="This ends the request for the applicant and cannot be undone from here."
        footer={
          <>
            <Button
              variant="danger"
              onClick={() => {
                const target = confirming;
                setConfirming(null);
                if (target) void send(target);
              }}
            >
              Yes, change it
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
          </>
        }
      />
    </form>
  );
}
