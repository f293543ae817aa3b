import {
  ZSubmitCertificateApplicationRequest,
  type TCertificateKind,
  type TSubmitCertificateApplicationRequest,
} from '@registrar/shared-api';
import { contractFormSchema } from '../../components/contract-form';
import { deliveryFields } from '../../components/delivery-choice';
import type { FieldInfo } from '../../components/form-errors';

/**
 * What the form fills in: the request less the proof of identity, which the store holds, and
 * the verified phone, which the SMS updates step gives.
 */
type CertificateRequest = Omit<
  TSubmitCertificateApplicationRequest,
  'identity_token' | 'phone_token'
>;
const ZCertificateRequest = ZSubmitCertificateApplicationRequest.omit({
  identity_token: true,
  phone_token: true,
});

/** The form's values: the request's fields as text (ids and the kind are checked on submit). */
export type CertificateValues = Record<keyof CertificateRequest, string>;

/** The request the values make (the contract has checked them when the form is valid). */
export const toCertificateRequest = (values: CertificateValues): CertificateRequest => ({
  ...values,
  kind: values.kind as TCertificateKind,
  phone: values.phone || null,
  region_id: Number(values.region_id),
  courier_id: Number(values.courier_id),
});

/** The choices to make, each with what it says when not made; the text fields the contract checks. */
const choices: Partial<CertificateValues> = {
  kind: 'Choose certificate or attestation',
  region_id: 'Choose where it is going',
  courier_id: 'Choose a courier',
};

export const certificateSchema = contractFormSchema({
  fields: ZCertificateRequest.keyof().options,
  required: () => choices,
  contract: ZCertificateRequest,
  requestOf: toCertificateRequest,
});

export const certificateFields: FieldInfo<keyof CertificateValues>[] = [
  { name: 'matric_number', id: 'cert-matric-number', label: 'Matric number' },
  { name: 'email_address', id: 'cert-email', label: 'Email address' },
  { name: 'phone', id: 'cert-phone', label: 'Phone number' },
  { name: 'kind', id: 'cert-kind', label: 'What do you need' },
  ...deliveryFields('cert'),
];
