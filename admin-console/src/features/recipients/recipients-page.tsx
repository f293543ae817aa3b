import {
  apiRequest,
  createRecipient,
  deleteRecipient,
  listRecipients,
  RECIPIENT_KINDS,
  recipientKindLabels,
  type TRecipientDetails,
  type TRecipientInput,
  type TRecipientKind,
  updateRecipient,
  ZRecipientInput,
} from '@registrar/shared-api';
import { createColumnHelper } from '@registrar/shared-ui';
import { SettingsCrudPage, activeLabel } from '../../components/settings-crud/settings-crud-page';
import type { DraftErrors, SettingsCrudConfig } from '../../components/settings-crud/types';

type RecipientDraft = {
  name: string;
  kind: string;
  accepts_soft_copy: boolean;
  email: string;
  accepts_hard_copy: boolean;
  address: string;
  abroad: boolean;
  reference_required: boolean;
  reference_label: string;
  reference_format: string;
  notes: string;
  is_active: boolean;
};

const helper = createColumnHelper<TRecipientDetails>();

/** What a receiver takes, in a few words. */
const acceptsText = (row: TRecipientDetails) =>
  [
    row.accepts_soft_copy && 'Soft copy',
    row.accepts_hard_copy && (row.abroad ? 'Hard copy (abroad)' : 'Hard copy'),
  ]
    .filter(Boolean)
    .join(', ');

const toInput = (draft: RecipientDraft): TRecipientInput => ({
  name: draft.name.trim(),
  kind: draft.kind as TRecipientKind,
  email: draft.email.trim() || null,
  address: draft.address.trim() || null,
  abroad: draft.abroad,
  accepts_soft_copy: draft.accepts_soft_copy,
  accepts_hard_copy: draft.accepts_hard_copy,
  reference_required: draft.reference_required,
  reference_label: draft.reference_label.trim() || null,
  reference_format: draft.reference_format.trim() || null,
  notes: draft.notes.trim() || null,
  is_active: draft.is_active,
});

/**
 * The contract's rules across fields (an email for soft copies…), as the form's messages. The
 * form's own check says a kind is missing; the other rules are judged as if one were chosen.
 */
function contractErrors(draft: RecipientDraft): DraftErrors<RecipientDraft> {
  const kind = RECIPIENT_KINDS.includes(draft.kind as TRecipientKind) ? draft.kind : 'other';
  const parsed = ZRecipientInput.safeParse(toInput({ ...draft, kind }));
  if (parsed.success) return {};
  const errors: DraftErrors<RecipientDraft> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof RecipientDraft | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

const config: SettingsCrudConfig<TRecipientDetails, RecipientDraft, TRecipientInput> = {
  noun: 'recipient',
  plural: 'Recipients',
  api: {
    list: (signal) => apiRequest(listRecipients, { signal }),
    create: (body, onFailure) => apiRequest(createRecipient, { body, onFailure }),
    update: (id, body, onFailure) =>
      apiRequest(updateRecipient, { params: { id }, body, onFailure }),
    remove: (id, onFailure) => apiRequest(deleteRecipient, { params: { id }, onFailure }),
  },
  columns: helper.columns([
    helper.accessor('name', { header: 'Name' }),
    helper.accessor('kind', {
      header: 'Kind',
      cell: ({ row }) => recipientKindLabels[row.original.kind],
    }),
    helper.display({
      id: 'accepts',
      header: 'Takes',
      cell: ({ row }) => acceptsText(row.original),
    }),
    helper.accessor('reference_label', {
      header: 'Reference',
      cell: ({ row }) =>
        row.original.reference_required ? (row.original.reference_label ?? 'Required') : 'None',
    }),
    helper.accessor('is_active', {
      header: 'Status',
      cell: ({ getValue }) => activeLabel(getValue()),
    }),
  ]),
  fields: [
    { kind: 'text', key: 'name', label: 'Name', isRequired: true, maxLength: 150 },
    {
      kind: 'select',
      key: 'kind',
      label: 'Kind',
      placeholder: 'Choose a kind',
      options: RECIPIENT_KINDS.map((value) => ({ value, label: recipientKindLabels[value] })),
    },
    { kind: 'checkbox', key: 'accepts_soft_copy', label: 'Takes soft copies by email' },
    { kind: 'text', key: 'email', label: 'Email for soft copies', maxLength: 254 },
    { kind: 'checkbox', key: 'accepts_hard_copy', label: 'Takes hard copies by courier' },
    { kind: 'textarea', key: 'address', label: 'Address for hard copies', maxLength: 500 },
    {
      kind: 'checkbox',
      key: 'abroad',
      label: 'Abroad',
      hint: 'Hard copies to it go by international delivery; otherwise by domestic delivery.',
    },
    {
      kind: 'checkbox',
      key: 'reference_required',
      label: 'Requires its own reference number',
      hint: 'Applicants must give it, e.g. a WES reference number.',
    },
    {
      kind: 'text',
      key: 'reference_label',
      label: 'What the receiver calls its reference',
      maxLength: 100,
    },
    {
      kind: 'text',
      key: 'reference_format',
      label: 'Reference format (optional)',
      hint: '9 for a digit, A for a letter, * for either; other characters as they are. WES-9999999 takes WES-1234567.',
      maxLength: 40,
    },
    { kind: 'textarea', key: 'notes', label: 'Notes for staff', maxLength: 1000 },
    {
      kind: 'checkbox',
      key: 'is_active',
      label: 'Offered to applicants',
      hint: 'Inactive receivers stay on requests that name them, but new requests cannot.',
    },
  ],
  emptyDraft: {
    name: '',
    kind: '',
    accepts_soft_copy: false,
    email: '',
    accepts_hard_copy: true,
    address: '',
    abroad: false,
    reference_required: false,
    reference_label: '',
    reference_format: '',
    notes: '',
    is_active: true,
  },
  draftOf: (row) => ({
    name: row.name,
    kind: row.kind,
    accepts_soft_copy: row.accepts_soft_copy,
    email: row.email ?? '',
    accepts_hard_copy: row.accepts_hard_copy,
    address: row.address ?? '',
    abroad: row.abroad,
    reference_required: row.reference_required,
    reference_label: row.reference_label ?? '',
    reference_format: row.reference_format ?? '',
    notes: row.notes ?? '',
    is_active: row.is_active,
  }),
  validate: contractErrors,
  toInput,
  nameOf: (row) => row.name,
};

/** The receivers applicants send copies to: evaluators, universities, embassies, boards. */
export default function RecipientsPage() {
  return (
    <SettingsCrudPage
      title="Recipient Directory"
      intro="The receivers applicants choose from when they order a copy: where each takes soft or hard copies, and the reference number it asks for. Check a receiver's current instructions before you offer it."
      config={config}
    />
  );
}
