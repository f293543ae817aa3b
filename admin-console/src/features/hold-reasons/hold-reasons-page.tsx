import {
  apiRequest,
  createHoldReason,
  deleteHoldReason,
  HOLD_ACTIONS,
  holdActionLabels,
  listHoldReasons,
  type THoldAction,
  type THoldReason,
  type THoldReasonInput,
  updateHoldReason,
  ZHoldReasonInput,
} from '@registrar/shared-api';
import { createColumnHelper } from '@registrar/shared-ui';
import { SettingsCrudPage, activeLabel } from '../../components/settings-crud/settings-crud-page';
import type { DraftErrors, SettingsCrudConfig } from '../../components/settings-crud/types';

type HoldReasonDraft = {
  name: string;
  instructions: string;
  applicant_action: string;
  /** Days as typed; empty: never cancelled. */
  cancel_after_days: string;
  is_active: boolean;
};

const helper = createColumnHelper<THoldReason>();

const toInput = (draft: HoldReasonDraft): THoldReasonInput => ({
  name: draft.name.trim(),
  instructions: draft.instructions.trim(),
  applicant_action: draft.applicant_action as THoldAction,
  // Not a whole number: NaN, which the contract refuses with its own message.
  cancel_after_days:
    draft.cancel_after_days.trim() === ''
      ? null
      : /^\d+$/.test(draft.cancel_after_days.trim())
        ? Number(draft.cancel_after_days.trim())
        : Number.NaN,
  is_active: draft.is_active,
});

const cancelText = (days: number | null) =>
  days === null ? 'Never' : `After ${String(days)} day${days === 1 ? '' : 's'}`;

const config: SettingsCrudConfig<THoldReason, HoldReasonDraft, THoldReasonInput> = {
  noun: 'hold reason',
  plural: 'Hold reasons',
  api: {
    list: (signal) => apiRequest(listHoldReasons, { signal }),
    create: (body, onFailure) => apiRequest(createHoldReason, { body, onFailure }),
    update: (id, body, onFailure) =>
      apiRequest(updateHoldReason, { params: { id }, body, onFailure }),
    remove: (id, onFailure) => apiRequest(deleteHoldReason, { params: { id }, onFailure }),
  },
  columns: helper.columns([
    helper.accessor('name', { header: 'Reason' }),
    helper.accessor('applicant_action', {
      header: 'The applicant',
      cell: ({ row }) => holdActionLabels[row.original.applicant_action],
    }),
    helper.accessor('cancel_after_days', {
      header: 'Cancelled if unresolved',
      cell: ({ getValue }) => cancelText(getValue()),
    }),
    helper.accessor('is_active', {
      header: 'Status',
      cell: ({ getValue }) => activeLabel(getValue()),
    }),
  ]),
  fields: [
    { kind: 'text', key: 'name', label: 'Reason', isRequired: true, maxLength: 150 },
    {
      kind: 'textarea',
      key: 'instructions',
      label: 'What the applicant is told',
      hint: 'Shown on their application page and in the email: what is wrong and what to do.',
      maxLength: 1000,
    },
    {
      kind: 'select',
      key: 'applicant_action',
      label: 'What the applicant must do',
      placeholder: 'Choose',
      options: HOLD_ACTIONS.map((value) => ({ value, label: holdActionLabels[value] })),
    },
    {
      kind: 'text',
      key: 'cancel_after_days',
      label: 'Cancel and refund after (days, optional)',
      hint: 'A request still held for this reason after so many days is cancelled and its payment refunded. The applicant is told the date. Leave empty to wait as long as it takes.',
      maxLength: 3,
    },
    {
      kind: 'checkbox',
      key: 'is_active',
      label: 'Offered to staff',
      hint: 'Requests held for an inactive reason keep it; new holds cannot use it.',
    },
  ],
  emptyDraft: {
    name: '',
    instructions: '',
    applicant_action: 'reply',
    cancel_after_days: '30',
    is_active: true,
  },
  draftOf: (row) => ({
    name: row.name,
    instructions: row.instructions,
    applicant_action: row.applicant_action,
    cancel_after_days: row.cancel_after_days === null ? '' : String(row.cancel_after_days),
    is_active: row.is_active,
  }),
  validate: (draft) => {
    const parsed = ZHoldReasonInput.safeParse(toInput(draft));
    const errors: DraftErrors<HoldReasonDraft> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const key = issue.path[0] as keyof HoldReasonDraft | undefined;
      if (key && !errors[key]) errors[key] = issue.message;
    }
    return errors;
  },
  toInput,
  nameOf: (row) => row.name,
};

/** Why staff put a request on hold, and what the applicant is told and asked to do. */
export default function HoldReasonsPage() {
  return (
    <SettingsCrudPage
      title="Hold Reasons"
      intro="The reasons staff choose from when they put a request on hold. The applicant reads the reason and its instructions on their application page and by email, as they read when the request was held."
      config={config}
    />
  );
}
