import { z } from 'zod';
import { ZMessageResponse, defineEndpoint } from '../common/envelope';
import { ZPaymentProvider } from './payment';

export const ZPaymentWebhookParams = z.object({ provider: ZPaymentProvider });

/**
 * The provider's event, authenticated from the raw body (local: x-registrar-signature with a
 * timestamp, HMAC-SHA512, 300 s tolerance; paystack: x-paystack-signature, HMAC-SHA512 hex).
 * The body's shape is the provider's; a bad signature is a 401 and changes nothing.
 */
export const ZPaymentWebhookBody = z.record(z.string(), z.unknown());

export const paymentWebhook = defineEndpoint({
  method: 'POST',
  path: '/payments/webhook/:provider',
  summary: "A provider's signed payment event (settles the payment once)",
  auth: false,
  params: ZPaymentWebhookParams,
  body: ZPaymentWebhookBody,
  response: ZMessageResponse,
});
