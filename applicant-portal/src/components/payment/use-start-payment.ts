import {
  apiRequest,
  initializePayment,
  type RequestFailure,
  type TInitializePaymentBody,
} from '@registrar/shared-api';
import { useCallback, useRef, useState } from 'react';
import { paymentMemory } from '../../store';
import { checkoutNavigation } from './checkout-navigation';

export type StartPaymentState =
  | { status: 'idle' }
  | { status: 'starting' }
  /** Initialized: the browser is on its way to the checkout. */
  | { status: 'leaving'; reference: string }
  /** 409: already paid, or not payable in its status (the server's message). */
  | { status: 'refused'; message: string }
  | { status: 'failed'; failure: RequestFailure };

/**
 * POST /payments/initialize, then a full-page move to the provider's checkout. The server prices
 * the payment and reuses a pending one for the same thing, so pressing Pay twice (or Back then Pay)
 * never starts a second charge; a click while starting is ignored here as well.
 */
export function useStartPayment() {
  const [state, setState] = useState<StartPaymentState>({ status: 'idle' });
  const isBusy = useRef(false);

  const start = useCallback(async (body: TInitializePaymentBody) => {
    if (isBusy.current) return;
    isBusy.current = true;
    setState({ status: 'starting' });
    let failure: RequestFailure = {};
    const response = await apiRequest(initializePayment, {
      body,
      onFailure: (reported) => {
        failure = reported;
      },
    });
    if (!response) {
      isBusy.current = false;
      setState(
        failure.status === 409
          ? { status: 'refused', message: failure.message ?? 'This has already been paid.' }
          : { status: 'failed', failure },
      );
      return;
    }
    const { reference, checkout_url } = response.data;
    paymentMemory.remember(reference, body);
    setState({ status: 'leaving', reference });
    checkoutNavigation.assign(checkout_url);
  }, []);

  return { state, start };
}
