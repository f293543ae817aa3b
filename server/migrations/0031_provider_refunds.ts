import { type Kysely, sql } from 'kysely';

/**
 * Refunds go through the payment provider. Each refund of a payment is a row: the amount (all or
 * part of what was paid), the reason, who asked, the provider's refund id once it answered, and
 * where it stands (pending until the provider says processed or failed; needs_attention when the
 * provider needs the payer's bank details). The payment keeps the sums (`refunded_amount`
 * processed, `refunding_amount` still under way), written under the payment's row lock with the
 * refund rows, so lists and the payer's view read them without adding up rows.
 *
 * The built-in local provider keeps its own refunds in `local_payment_refunds`, as it keeps its
 * checkouts in `local_payment_sessions`. Payments already marked refunded by hand become one
 * processed refund each, for the whole amount, with no provider id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE payment_refunds (
    id serial PRIMARY KEY,
    payment_id integer NOT NULL REFERENCES payments (id),
    amount integer NOT NULL CHECK (amount > 0),
    reason text NOT NULL,
    status text NOT NULL DEFAULT 'pending'
      CHECK (status IN ('pending', 'processed', 'failed', 'needs_attention')),
    provider_refund_id text,
    provider_status text,
    failure text,
    attempts integer NOT NULL DEFAULT 0,
    requested_by integer REFERENCES staff_users (id) ON DELETE SET NULL,
    requested_at timestamptz NOT NULL DEFAULT now(),
    last_attempt_at timestamptz,
    checked_at timestamptz,
    processed_at timestamptz,
    raw jsonb,
    CHECK ((status = 'processed') = (processed_at IS NOT NULL))
  )`.execute(db);
  await sql`CREATE INDEX payment_refunds_payment_id ON payment_refunds (payment_id)`.execute(db);
  await sql`CREATE UNIQUE INDEX payment_refunds_provider_refund_id
    ON payment_refunds (provider_refund_id) WHERE provider_refund_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX payment_refunds_open ON payment_refunds (requested_at)
    WHERE status IN ('pending', 'needs_attention')`.execute(db);

  await sql`ALTER TABLE payments
    ADD COLUMN refunded_amount integer NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0),
    ADD COLUMN refunding_amount integer NOT NULL DEFAULT 0 CHECK (refunding_amount >= 0),
    ADD CONSTRAINT payments_refunds_within_amount
      CHECK (refunded_amount + refunding_amount <= amount)`.execute(db);
  await sql`INSERT INTO payment_refunds
      (payment_id, amount, reason, status, requested_by, requested_at, processed_at)
    SELECT id, amount, coalesce(refund_reason, 'Refunded'), 'processed', refunded_by,
      refunded_at, refunded_at
    FROM payments WHERE status = 'refunded'`.execute(db);
  await sql`UPDATE payments SET refunded_amount = amount WHERE status = 'refunded'`.execute(db);

  await sql`CREATE TABLE local_payment_refunds (
    id text PRIMARY KEY,
    reference text NOT NULL REFERENCES local_payment_sessions (reference),
    amount integer NOT NULL CHECK (amount > 0),
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX local_payment_refunds_reference ON local_payment_refunds (reference)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE local_payment_refunds`.execute(db);
  await sql`ALTER TABLE payments DROP CONSTRAINT payments_refunds_within_amount,
    DROP COLUMN refunded_amount, DROP COLUMN refunding_amount`.execute(db);
  await sql`DROP TABLE payment_refunds`.execute(db);
}
