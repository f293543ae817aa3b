/** The payments contracts: every endpoint file of the domain, re-exported, plus its endpoint map. */
import { downloadPaymentReceipt } from './payments/download-receipt';
import { getPayment } from './payments/get-payment';
import { initializePayment } from './payments/initialize-payment';
import { exportPayments, listPayments } from './payments/list-payments';
import { paymentWebhook } from './payments/payment-webhook';
import { getPaymentDetail, refundPayment, reverifyPayment } from './payments/staff-payment-actions';
import {
  listApplicationPayments,
  listCertificateApplicationPayments,
} from './payments/list-request-payments';
import { listStandalonePayments } from './payments/standalone-payment';
import { verifyPayment } from './payments/verify-payment';

export * from './payments/payment';
export * from './payments/initialize-payment';
export * from './payments/get-payment';
export * from './payments/verify-payment';
export * from './payments/download-receipt';
export * from './payments/payment-webhook';
export * from './payments/list-payments';
export * from './payments/staff-payment-actions';
export * from './payments/standalone-payment';
export * from './payments/list-request-payments';

export const paymentsEndpoints = {
  initializePayment,
  getPayment,
  verifyPayment,
  downloadPaymentReceipt,
  paymentWebhook,
  listPayments,
  exportPayments,
  getPaymentDetail,
  reverifyPayment,
  refundPayment,
  listStandalonePayments,
  listApplicationPayments,
  listCertificateApplicationPayments,
} as const;
