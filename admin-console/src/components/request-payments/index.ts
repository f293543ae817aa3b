export { RequestPayments } from './request-payments';
export type { RequestPaymentsProps } from './request-payments';
