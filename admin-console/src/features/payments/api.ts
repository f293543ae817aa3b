import {
  apiRequest,
  exportPayments,
  getPaymentDetail,
  listPaymentTypes,
  listPayments,
  listStandalonePayments,
  refundPayment,
  reverifyPayment,
  type RequestFailure,
  type TListPaymentsQuery,
  type TListStandalonePaymentsQuery,
  type TPaymentFilters,
} from '@registrar/shared-api';
import { downloadFile } from '../../components/file-transfer';
import { pageQuery } from '../../components/page-size';

/** Every payments call of the staff screens (the server decides roles: administrator, bursary). */
export const paymentsApi = {
  list: (query: Partial<TListPaymentsQuery>, signal?: AbortSignal) =>
    apiRequest(listPayments, { query: pageQuery(query), signal }),
  detail: (id: number, signal?: AbortSignal) =>
    apiRequest(getPaymentDetail, { params: { id }, signal }),
  reverify: (id: number) => apiRequest(reverifyPayment, { params: { id } }),
  refund: (
    id: number,
    body: { amount: number; reason: string },
    onFailure: (failure: RequestFailure) => void,
  ) => apiRequest(refundPayment, { params: { id }, body, onFailure }),
  /** The CSV of every payment matching the filters, saved as a file (token in the header). */
  exportCsv: (filters: Partial<TPaymentFilters>) =>
    downloadFile(exportPayments, { query: filters, fallbackName: 'payments.csv' }),
  /** For the type filter; a failure only leaves the filter without choices. */
  paymentTypes: (signal?: AbortSignal) => apiRequest(listPaymentTypes, { signal, isSilent: true }),
  standalone: (query: Partial<TListStandalonePaymentsQuery>, signal?: AbortSignal) =>
    apiRequest(listStandalonePayments, { query: pageQuery(query), signal }),
};
