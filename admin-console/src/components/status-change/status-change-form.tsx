import { useEffect, useState, type FormEvent } from 'react';
import {
  apiRequest,
  HOLD_REASON_REQUIRED,
  listHoldReasons,
  type RequestFailure,
  type THoldReason,
} from '@registrar/shared-api';
import { Button, Modal, Select, TextField, notifyAdmin } from '@registrar/shared-ui';
import { TextArea } from '../text-area';
import styles from '../request-detail.module.css';

type Field = 'status' | 'note' | 'courier_name' | 'waybill_number' | 'hold_reason_id';
type FieldErrors = Partial<Record<Field, string>>;

/** The body of a status change; courier and waybill only when dispatching. */
export interface StatusChangeBody<S extends string> {
  status: S;
  note: string | null;
  courier_name?: string;
  waybill_number?: string;
  hold_reason_id?: number;
}

/** What the server answers on success: the request as it is now, with its status label. */
interface Changed<T> {
  message?: string;
  data: T & { enums: { status: string } };
}

export interface StatusChangeFormProps<S extends string, T> {
  /** The moves the server allows from the current status (empty: the request is closed). */
  choices: readonly S[];
  /** The label of each status in the choices. */
  labels: Readonly<Record<S, string>>;
  /** Sends the change; returns the server's answer or false after `onFailure`. */
  send: (
    body: StatusChangeBody<S>,
    onFailure: (failure: RequestFailure) => void,
  ) => Promise<Changed<T> | false>;
  onChanged: (changed: T) => void;
  /** The courier already chosen for the request, offered when dispatching. */
  initialCourier?: string;
  /** Longest courier name and waybill number the server takes, when it limits them. */
  deliveryMaxLength?: number;
  /** Moves that end or reverse the request, confirmed in a modal first, titled by `confirmTitle`. */
  confirmMoves?: readonly S[];
  confirmTitle?: (target: S) => string;
}

/**
 * Offers the moves the server allows from here (transcript and certificate applications alike);
 * dispatch needs the courier and waybill; `confirmMoves` ask first. The server still decides: its
 * 409 is shown as is and its field errors land on the fields.
 */
export function StatusChangeForm<S extends string, T>({
  choices,
  labels,
  send,
  onChanged,
  initialCourier = '',
  deliveryMaxLength,
  confirmMoves = [],
  confirmTitle,
}: StatusChangeFormProps<S, T>) {
  const [status, setStatus] = useState('');
  const [note, setNote] = useState('');
  const [courier, setCourier] = useState(initialCourier);
  const [waybill, setWaybill] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [confirming, setConfirming] = useState<S | null>(null);
  const [holdReasonId, setHoldReasonId] = useState('');
  const [reasons, setReasons] = useState<THoldReason[] | 'loading' | 'failed' | null>(null);
  // Putting a request on hold needs a reason from the registry's list (GET /hold-reasons).
  const isHolding = status === 'on_hold';
  useEffect(() => {
    if (!isHolding || reasons !== null) return;
    setReasons('loading');
    void apiRequest(listHoldReasons, { isSilent: true }).then((response) =>
      setReasons(response ? response.data.filter((reason) => reason.is_active) : 'failed'),
    );
  }, [isHolding, reasons]);
  const chosenReason = Array.isArray(reasons)
    ? reasons.find((reason) => String(reason.id) === holdReasonId)
    : undefined;

  if (choices.length === 0) {
    return <p className={styles.muted}>This application is closed: its status cannot change.</p>;
  }

  const change = async (target: S) => {
    const isDispatch = target === 'dispatched';
    setIsSaving(true);
    const response = await send(
      {
        status: target,
        note: note.trim() || null,
        ...(isDispatch && { courier_name: courier.trim(), waybill_number: waybill.trim() }),
        ...(target === 'on_hold' && { hold_reason_id: Number(holdReasonId) }),
      },
      (failure) => {
        if (failure.status === 409) setRefusal(failure.message ?? 'This change is not allowed.');
        const fields = failure.errors ?? {};
        setErrors({
          status: fields.status?.[0],
          note: fields.note?.[0],
          courier_name: fields.courier_name?.[0],
          waybill_number: fields.waybill_number?.[0],
          hold_reason_id: fields.hold_reason_id?.[0],
        });
      },
    );
    setIsSaving(false);
    if (response === false) return;
    setStatus('');
    setNote('');
    setWaybill('');
    setHoldReasonId('');
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
      ...(target === 'on_hold' && !holdReasonId && { hold_reason_id: HOLD_REASON_REQUIRED }),
    };
    setErrors(missing);
    setRefusal(null);
    if (!target || Object.keys(missing).length > 0) return;
    if (confirmMoves.includes(target)) setConfirming(target);
    else void change(target);
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
        options={choices.map((value) => ({ value, label: labels[value] }))}
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
            maxLength={deliveryMaxLength}
          />
          <TextField
            label="Waybill number"
            value={waybill}
            onChange={(event) => setWaybill(event.target.value)}
            error={errors.waybill_number}
            autoComplete="off"
            maxLength={deliveryMaxLength}
          />
        </>
      )}
      {isHolding && (
        <Select
          label="Why is it on hold?"
          placeholder={
            reasons === 'failed'
              ? 'The reasons could not be loaded'
              : reasons === 'loading'
                ? 'Loading the reasons…'
                : 'Choose a reason'
          }
          hint={
            chosenReason
              ? `The applicant reads: ${chosenReason.instructions}${
                  chosenReason.cancel_after_days === null
                    ? ''
                    : ` Unresolved after ${String(chosenReason.cancel_after_days)} days, it is cancelled and refunded.`
                }`
              : 'The applicant is told the reason and what to do, on their page and by email.'
          }
          options={(Array.isArray(reasons) ? reasons : []).map((reason) => ({
            value: String(reason.id),
            label: reason.name,
          }))}
          value={holdReasonId}
          onChange={(event) => setHoldReasonId(event.target.value)}
          error={errors.hold_reason_id}
        />
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
      {confirmMoves.length > 0 && (
        <Modal
          isOpen={confirming !== null}
          onClose={() => setConfirming(null)}
          title={confirming && confirmTitle ? confirmTitle(confirming) : ''}
          description="This ends the request for the applicant and cannot be undone from here."
          footer={
            <>
              <Button
                variant="danger"
                onClick={() => {
                  const target = confirming;
                  setConfirming(null);
                  if (target) void change(target);
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
      )}
    </form>
  );
}
