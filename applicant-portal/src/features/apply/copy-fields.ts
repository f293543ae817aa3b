import { deliveryFields } from '../../components/delivery-choice';
import type { FieldInfo } from '../../components/form-errors';
import type { CopyFormValues } from './copy-schema';

/** The copy form's fields in page order: ids for the error summary and server paths. */
export const copyFields: FieldInfo<keyof CopyFormValues>[] = [
  { name: 'purpose', id: 'copy-purpose', label: 'What is the transcript for' },
  { name: 'type', id: 'copy-type', label: 'Type of copy' },
  { name: 'recipient_id', id: 'copy-recipient', label: 'Who is receiving it' },
  { name: 'format', id: 'copy-format', label: 'Format' },
  { name: 'recipient_email', id: 'copy-recipient-email', label: 'Recipient email' },
  ...deliveryFields('copy'),
  { name: 'reference_number', id: 'copy-reference', label: 'Reference number' },
];
