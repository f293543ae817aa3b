import { randomBytes } from 'node:crypto';
import type { TPaymentProvider } from '@registrar/shared-api/contracts';
import type { PaymentConfig } from '../../../config';
import type { Db } from '../../../db/schema';
import { notFound } from '../../../lib/http-errors';
import { type LocalProvider, localProvider } from './local-provider';
import { paystackProvider } from './paystack-provider';
import type { PaymentProvider } from './provider';

/**
 * The providers this server runs with: Paystack when PAYSTACK_SECRET_KEY is set, otherwise the
 * built-in local test provider (a production server only with ALLOW_SANDBOX_PAYMENTS=true, see
 * config.ts). Exactly one is enabled, so a test checkout can never settle a payment on a server
 * that takes real money.
 */
export interface ProviderRegistry {
  /** The provider new payments go to. */
  active: PaymentProvider;
  /** The local provider when it is the active one (its checkout pages need it and its secret). */
  local: { provider: LocalProvider; secret: string } | null;
  /** The enabled provider of this name, or a 404. */
  get(name: TPaymentProvider | string): PaymentProvider;
}

export function buildProviders(db: Db, config: PaymentConfig): ProviderRegistry {
  const secret = config.localSecret ?? randomBytes(32).toString('base64url');
  const local = config.paystack
    ? null
    : { provider: localProvider(db, { publicUrl: config.publicUrl, secret }), secret };
  const active: PaymentProvider = config.paystack
    ? paystackProvider({
        secretKey: config.paystack.secretKey,
        baseUrl: config.paystack.baseUrl,
        publicUrl: config.publicUrl,
      })
    : local!.provider;
  return {
    active,
    local,
    get(name) {
      if (name !== active.name) throw notFound('This payment provider is not enabled.');
      return active;
    },
  };
}
