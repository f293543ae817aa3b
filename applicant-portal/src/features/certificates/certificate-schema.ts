import { fieldMessages } from '@registrar/shared-ui';
import { z } from 'zod';
import type { FieldInfo } from '../../components/form-errors';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${String(max)} characters`);

export const certificateSchema = z.object({
  matric_number: text(30).min(1, fieldMessages.required),
  email_address: text(254).min(1, fieldMessages.required).pipe(z.email(fieldMessages.email)),
  phone: text(30).regex(/^[0-9+() -]*$/, 'Please enter a valid phone number'),
  kind: z.string().min(1, 'Choose certificate or attestation'),
  region_id: z.string().min(1, 'Choose where it is going'),
  courier_id: z.string().min(1, 'Choose a courier'),
  recipient_name: text(200).min(1, fieldMessages.required),
  recipient_address: text(1000).min(1, fieldMessages.required),
});
export type CertificateValues = z.infer<typeof certificateSchema>;

export const certificateFields: FieldInfo<keyof CertificateValues>[] = [
  { name: 'matric_number', id: 'cert-matric-number', label: 'Matric number' },
  { name: 'email_address', id: 'cert-email', label: 'Email address' },
  { name: 'phone', id: 'cert-phone', label: 'Phone number' },
  { name: 'kind', id: 'cert-kind', label: 'What do you need' },
  { name: 'region_id', id: 'cert-region', label: 'Destination region' },
  { name: 'courier_id', id: 'cert-courier', label: 'Courier' },
  { name: 'recipient_name', id: 'cert-recipient-name', label: 'Recipient name' },
  { name: 'recipient_address', id: 'cert-recipient-address', label: 'Recipient address' },
];
