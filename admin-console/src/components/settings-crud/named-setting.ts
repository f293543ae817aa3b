import { createColumnHelper, type ColumnDef } from '@registrar/shared-ui';
import { activeLabel } from './settings-crud-page';
import type { DraftKey, FieldSpec } from './types';

// Used as a namespace: `import * as named from …`, then named.columns(), named.fields(hint),
// named.draftOf(row) and named.toInput(draft).

/** A setting with a name, an optional description and an active flag (application or payment type). */
export interface NamedSetting {
  id: number;
  name: string;
  description: string | null;
  is_active: boolean;
}

export type NamedDraft = { name: string; description: string; is_active: boolean };

/** Name and Description, the setting's own columns (`extra`), then Status. */
export function columns<Row extends NamedSetting>(
  extra: readonly ColumnDef<Row>[] = [],
): ColumnDef<Row>[] {
  const helper = createColumnHelper<Row>();
  return [
    ...helper.columns([
      helper.accessor((row) => row.name, { id: 'name', header: 'Name' }),
      helper.accessor((row) => row.description, {
        id: 'description',
        header: 'Description',
        cell: ({ getValue }) => getValue() ?? '—',
      }),
    ]),
    ...extra,
    ...helper.columns([
      helper.accessor((row) => row.is_active, {
        id: 'is_active',
        header: 'Status',
        cell: ({ getValue }) => activeLabel(getValue()),
      }),
    ]),
  ];
}

/** Name and Description, the setting's own fields (`extra`), then the Active checkbox. */
export function fields<D extends NamedDraft>(
  activeHint: string,
  extra: readonly FieldSpec<D>[] = [],
): FieldSpec<D>[] {
  // Every D has these keys; TypeScript cannot see it through Extract<keyof D, string>.
  const key = (name: keyof NamedDraft) => name as DraftKey<D>;
  return [
    { kind: 'text', key: key('name'), label: 'Name', isRequired: true, maxLength: 100 },
    { kind: 'text', key: key('description'), label: 'Description (optional)', maxLength: 500 },
    ...extra,
    { kind: 'checkbox', key: key('is_active'), label: 'Active', hint: activeHint },
  ];
}

export const draftOf = (row: NamedSetting): NamedDraft => ({
  name: row.name,
  description: row.description ?? '',
  is_active: row.is_active,
});

/** The trimmed name, the description or null when blank, and the flag as sent. */
export const toInput = (draft: NamedDraft) => ({
  name: draft.name.trim(),
  description: draft.description.trim() || null,
  is_active: draft.is_active,
});
