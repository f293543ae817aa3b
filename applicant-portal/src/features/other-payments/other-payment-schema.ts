import { fieldMessages } from '@registrar/shared-ui';
import { z } from 'zod';
import { idOf, type FieldInfo } from '../../components/form-errors';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${String(max)} characters`);

/** The payer's answers, checked here first and again by the server (POST /payments/initialize). */
export const otherPaymentSchema = z.object({
  payment_type_id: z.string().min(1, 'Choose what you are paying for'),
  payer_name: text(200).min(1, fieldMessages.required),
  payer_email: text(200).min(1, fieldMessages.required).pipe(z.email(fieldMessages.email)),
  payer_matric_number: text(30),
});
export type OtherPaymentValues = z.infer<typeof otherPaymentSchema>;

export const otherPaymentFields: FieldInfo<keyof OtherPaymentValues>[] = [
  { name: 'payment_type_id', id: 'other-payment-type', label: 'What are you paying for' },
  { name: 'payer_name', id: 'other-payment-name', label: 'Full name' },
  { name: 'payer_email', id: 'other-payment-email', label: 'Email address' },
  { name: 'payer_matric_number', id: 'other-payment-matric', label: 'Matric number' },
];

export const fieldId = (name: keyof OtherPaymentValues) => idOf(otherPaymentFields, name);
