import { useState, type FormEvent } from 'react';
import {
  MAX_SYNC_EVERY_HOURS,
  RECORDS_SOURCE_KINDS,
  type TRecordsSource,
} from '@registrar/shared-api';
import { Button, Checkbox, notifyAdmin, Select, TextField } from '@registrar/shared-ui';
import formStyles from '../../../components/form-styles.module.css';
import { serverFieldErrors, type FieldErrors } from '../../../components/form-errors';
import { recordsSourceApi } from '../api';
import { sourceKindLabels } from '../labels';
import {
  draftOf,
  fieldId,
  requestOf,
  SOURCE_FIELDS,
  type SourceDraft,
  type SourceField,
} from '../source-draft';

const kindOptions = RECORDS_SOURCE_KINDS.map((value) => ({
  value,
  label: sourceKindLabels[value],
}));

export interface SourceFormProps {
  source: TRecordsSource;
  /** The settings as the server saved them. */
  onSaved: (source: TRecordsSource) => void;
}

const focusFirst = (errors: FieldErrors<SourceField>) => {
  const first = SOURCE_FIELDS.find((field) => errors[field]);
  if (first) document.getElementById(fieldId(first))?.focus();
};

/**
 * Where graduate records come from (none, the records system's HTTP feed or a file) and how
 * often it is read. Checked with the contract first; the server's 422 errors go beside their
 * fields too.
 */
export function SourceForm({ source, onSaved }: SourceFormProps) {
  const [draft, setDraft] = useState<SourceDraft>(() => draftOf(source));
  const [errors, setErrors] = useState<FieldErrors<SourceField>>({});
  const [isSaving, setIsSaving] = useState(false);

  const set = <K extends keyof SourceDraft>(key: K, value: SourceDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = requestOf(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setErrors({});
    setIsSaving(true);
    let refused: FieldErrors<SourceField> = {};
    const response = await recordsSourceApi.update(checked.request, (failure) => {
      refused = serverFieldErrors(failure.errors, SOURCE_FIELDS);
    });
    setIsSaving(false);
    if (response === false) {
      setErrors(refused);
      focusFirst(refused);
      return;
    }
    notifyAdmin('success', response.message ?? 'Records source saved');
    setDraft(draftOf(response.data));
    onSaved(response.data);
  };

  const hasSource = draft.kind !== 'none';
  return (
    <form
      className={formStyles.stack}
      aria-label="Records source settings"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Select
        id={fieldId('kind')}
        label="Source"
        options={kindOptions}
        value={draft.kind}
        error={errors.kind}
        onChange={(event) => set('kind', event.target.value as SourceDraft['kind'])}
      />
      {draft.kind === 'http' && (
        <TextField
          id={fieldId('base_url')}
          label="Feed address"
          hint="The base address of the feed, e.g. https://sis.example.edu/registrar/"
          inputMode="url"
          autoComplete="off"
          maxLength={500}
          value={draft.base_url}
          error={errors.base_url}
          onChange={(event) => set('base_url', event.target.value)}
        />
      )}
      {draft.kind === 'file' && (
        <TextField
          id={fieldId('file_location')}
          label="File"
          hint="A .csv, .jsonl or .ndjson file: its name in the server’s drop folder (register-2026-11.csv) or its http(s) address"
          autoComplete="off"
          maxLength={500}
          value={draft.file_location}
          error={errors.file_location}
          onChange={(event) => set('file_location', event.target.value)}
        />
      )}
      {hasSource && (
        <Checkbox
          id="records-source-scheduled"
          label="Sync on a schedule"
          hint="Otherwise the source is read only when you press Sync now."
          checked={draft.isScheduled}
          onChange={(event) => set('isScheduled', event.target.checked)}
        />
      )}
      {hasSource && draft.isScheduled && (
        <>
          <TextField
            id={fieldId('sync_every_hours')}
            label="Sync every (hours)"
            hint={`1 to ${String(MAX_SYNC_EVERY_HOURS)} (a week)`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={draft.sync_every_hours}
            error={errors.sync_every_hours}
            onChange={(event) => set('sync_every_hours', event.target.value)}
          />
          <Checkbox
            id={fieldId('auto_apply')}
            label="Apply scheduled syncs automatically"
            hint="New and changed records are then written without a preview. Conflicts always wait for you."
            checked={draft.auto_apply}
            error={errors.auto_apply}
            onChange={(event) => set('auto_apply', event.target.checked)}
          />
        </>
      )}
      <div className={formStyles.actions}>
        <Button type="submit" isLoading={isSaving}>
          Save
        </Button>
      </div>
    </form>
  );
}
