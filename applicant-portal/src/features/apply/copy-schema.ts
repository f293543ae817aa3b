import {
  copyDeliveryFields,
  toSubmitCopy,
  ZSubmitApplicationCopy,
  type TCompleteCopy,
  type TCopyFormat,
  type TSubmitApplicationCopy,
} from '@registrar/shared-api';
import { fieldMessages } from '@registrar/shared-ui';
import { contractFormSchema } from '../../components/contract-form';

/** The copy form's values: the contract's copy, every field as text (ids are parsed on save). */
export type CopyFormValues = Record<keyof TSubmitApplicationCopy, string>;
type CopyField = keyof CopyFormValues;

const copyFormFields = ZSubmitApplicationCopy.keyof().options;

export const isCopyFormat = (format: string): format is TCopyFormat =>
  Object.hasOwn(copyDeliveryFields, format);

/** A draft (or none yet) as the form's text: a field not given is empty. */
export const toCopyFormValues = (
  copy: TCompleteCopy | undefined,
  presetType: string,
): CopyFormValues => {
  const values = Object.fromEntries(
    copyFormFields.map((name) => [name, copy?.[name] ? String(copy[name]) : '']),
  ) as CopyFormValues;
  return { ...values, type: copy?.type ?? presetType };
};

/** The form's text as the draft the store keeps: ids parsed, the other format's fields null. */
export const toDraftCopy = (values: CopyFormValues, format: TCopyFormat): TCompleteCopy => {
  const sent = new Set<CopyField>(copyDeliveryFields[format]);
  // A directory receiver's name is kept for every format: the copy is shown as going to it.
  if (values.recipient_id) sent.add('recipient_name');
  const text = (name: 'recipient_name' | 'recipient_address' | 'recipient_email') =>
    sent.has(name) ? values[name] : null;
  const id = (name: 'region_id' | 'courier_id') =>
    sent.has(name) ? Number(values[name]) || null : null;
  return {
    purpose: values.purpose,
    type: values.type,
    format,
    recipient_email: text('recipient_email'),
    recipient_name: text('recipient_name'),
    recipient_address: text('recipient_address'),
    region_id: id('region_id'),
    courier_id: id('courier_id'),
    reference_number: values.reference_number || null,
    recipient_id: Number(values.recipient_id) || null,
  };
};

/** What an empty choice says, where "This field is required" would tell less. */
const choiceMessages: Partial<Record<CopyField, string>> = {
  purpose: 'Choose what the transcript is for',
  type: 'Choose official copy or student copy',
  format: 'Choose soft copy or hard copy',
  region_id: 'Choose where the copy is going',
  courier_id: 'Choose a courier',
};

/** The common choices, and once a format is chosen its delivery fields. */
const requiredFields = ({ format }: CopyFormValues): Partial<Record<CopyField, string>> => {
  const needed = [
    'purpose',
    'type',
    'format',
    ...(isCopyFormat(format) ? copyDeliveryFields[format] : []),
  ] as const;
  return Object.fromEntries(
    needed.map((name) => [name, choiceMessages[name] ?? fieldMessages.required]),
  );
};

/** The copy as it would be sent; before a format is chosen, the fields every copy sends. */
const sentCopy = (values: CopyFormValues): Partial<TSubmitApplicationCopy> =>
  isCopyFormat(values.format)
    ? toSubmitCopy(toDraftCopy(values, values.format))
    : {
        purpose: values.purpose,
        type: values.type,
        reference_number: values.reference_number || null,
      };

/**
 * The copy form's rules: the common choices and the chosen format's delivery fields must be
 * filled in, and the copy as it will be sent must meet the contract. Whether the rate tables
 * offer the copy is the server's rule: its quote's 422 messages are shown on the fields.
 */
export const copySchema = contractFormSchema({
  fields: copyFormFields,
  required: requiredFields,
  contract: ZSubmitApplicationCopy.partial(),
  requestOf: sentCopy,
});
