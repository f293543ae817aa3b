import type { ColumnDef, SelectOption } from '@registrar/shared-ui';
import type { OnFailure } from '../form-errors';

/** What the form edits: text as typed (money in naira) and checkboxes. */
export type Draft = Record<string, string | boolean>;
export type DraftKey<D extends Draft> = Extract<keyof D, string>;
export type DraftErrors<D extends Draft> = Partial<Record<DraftKey<D>, string>>;

interface FieldBase<D extends Draft> {
  key: DraftKey<D>;
  label: string;
  hint?: string;
}

/** One control of the add/edit form. */
export type FieldSpec<D extends Draft> =
  | (FieldBase<D> & { kind: 'text'; isRequired?: boolean; maxLength?: number })
  /** Several lines (an address, notes); optional. */
  | (FieldBase<D> & { kind: 'textarea'; maxLength?: number })
  /** Typed in naira, sent as integer kobo; always required. */
  | (FieldBase<D> & { kind: 'money'; isPositive?: boolean })
  | (FieldBase<D> & { kind: 'select'; options: readonly SelectOption[]; placeholder: string })
  | (FieldBase<D> & { kind: 'checkbox' });

/** The screen's contract calls (apiRequest with its endpoints). */
export interface SettingsApi<Row, Input> {
  list: (signal?: AbortSignal) => Promise<{ data: Row[] } | false>;
  create: (body: Input, onFailure: OnFailure) => Promise<{ data: Row; message?: string } | false>;
  update: (
    id: number,
    body: Input,
    onFailure: OnFailure,
  ) => Promise<{ data: Row; message?: string } | false>;
  remove: (id: number, onFailure: OnFailure) => Promise<{ message?: string } | false>;
}

export interface SettingsCrudConfig<Row extends { id: number }, D extends Draft, Input> {
  /** Singular, lower case ('region'): button labels, dialog title, messages. */
  noun: string;
  /** Plural, capitalised ('Regions'): the table's caption and its scroll region's name. */
  plural: string;
  api: SettingsApi<Row, Input>;
  /** The data columns; Edit and Delete are added. Keep stable (module scope). */
  columns: readonly ColumnDef<Row>[];
  fields: readonly FieldSpec<D>[];
  emptyDraft: D;
  draftOf: (row: Row) => D;
  /** Called once every field is valid; `kobo(key)` is a money field's parsed value. */
  toInput: (draft: D, kobo: (key: DraftKey<D>) => number) => Input;
  /** Rules across fields (e.g. a courier serves at least one delivery type). */
  validate?: (draft: D) => DraftErrors<D>;
  /** How a row is named in labels ('Edit Lagos'). */
  nameOf: (row: Row) => string;
}
