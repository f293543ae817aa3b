import {
  MAX_SYNC_EVERY_HOURS,
  ZRecordsSourceSettings,
  type TRecordsSource,
  type TRecordsSourceKind,
  type TRecordsSourceSettings,
} from '@registrar/shared-api';
import { zodFieldErrors, type FieldErrors } from '../../components/form-errors';

/** The settings form as typed: every field kept while the kind changes. */
export interface SourceDraft {
  kind: TRecordsSourceKind;
  base_url: string;
  file_location: string;
  isScheduled: boolean;
  sync_every_hours: string;
  auto_apply: boolean;
}

export type SourceField = 'kind' | 'base_url' | 'file_location' | 'sync_every_hours' | 'auto_apply';
export const SOURCE_FIELDS: readonly SourceField[] = [
  'kind',
  'base_url',
  'file_location',
  'sync_every_hours',
  'auto_apply',
];

export const fieldId = (field: SourceField) => `records-source-${field}`;

export const draftOf = (source: TRecordsSource): SourceDraft => ({
  kind: source.kind,
  base_url: source.base_url ?? '',
  file_location: source.file_location ?? '',
  isScheduled: source.sync_every_hours !== null,
  sync_every_hours: source.sync_every_hours === null ? '' : String(source.sync_every_hours),
  auto_apply: source.auto_apply,
});

const HOURS_MESSAGE = `Enter a whole number of hours from 1 to ${String(MAX_SYNC_EVERY_HOURS)}`;

/**
 * The request the draft makes, checked with the contract's schema (its own messages), or the
 * errors of each field. Only the kind's own location is sent; a schedule needs a source.
 */
export function requestOf(
  draft: SourceDraft,
): { request: TRecordsSourceSettings } | { errors: FieldErrors<SourceField> } {
  const isScheduled = draft.kind !== 'none' && draft.isScheduled;
  const hours = draft.sync_every_hours.trim();
  const errors: FieldErrors<SourceField> = {};
  if (isScheduled && !/^\d+$/.test(hours)) errors.sync_every_hours = HOURS_MESSAGE;
  const parsed = ZRecordsSourceSettings.safeParse({
    kind: draft.kind,
    base_url: draft.kind === 'http' ? draft.base_url.trim() || null : null,
    file_location: draft.kind === 'file' ? draft.file_location.trim() || null : null,
    sync_every_hours: isScheduled && !errors.sync_every_hours ? Number(hours) : null,
    auto_apply: isScheduled && draft.auto_apply,
  });
  if (!parsed.success) {
    const found = zodFieldErrors<SourceField>(parsed.error);
    if (found.sync_every_hours) found.sync_every_hours = HOURS_MESSAGE;
    return { errors: { ...found, ...errors } };
  }
  if (errors.sync_every_hours) return { errors };
  return { request: parsed.data };
}
