import { z } from 'zod';
import { ZApplication, ZApplicationSummary } from '../applications/application';
import {
  ZCertificateApplication,
  ZCertificateApplicationSummary,
} from '../certificate-applications/certificate-application';

/**
 * A request of any kind, told apart by `kind` (one of `requestKinds`): a transcript application
 * carries its copies and transcript fee, a certificate or attestation application its delivery
 * and certificate fee. Identity, status, applicant, totals and dates are common to every kind.
 */
export const ZRequest = z.discriminatedUnion('kind', [ZApplication, ZCertificateApplication]);
export type TRequest = z.infer<typeof ZRequest>;

/** A row of a staff list of requests of any kind. */
export const ZRequestSummary = z.discriminatedUnion('kind', [
  ZApplicationSummary,
  ZCertificateApplicationSummary,
]);
export type TRequestSummary = z.infer<typeof ZRequestSummary>;
