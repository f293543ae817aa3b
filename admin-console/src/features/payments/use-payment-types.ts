import { useEffect, useState } from 'react';
import type { TPaymentType } from '@registrar/shared-api';
import { paymentsApi } from './api';

/** The payment types for the filters; empty until loaded (or when they cannot be). */
export function usePaymentTypes(): readonly TPaymentType[] {
  const [paymentTypes, setPaymentTypes] = useState<TPaymentType[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    void paymentsApi.paymentTypes(controller.signal).then((response) => {
      if (response !== false) setPaymentTypes(response.data);
    });
    return () => controller.abort();
  }, []);
  return paymentTypes;
}
