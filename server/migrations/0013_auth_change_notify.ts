import { type Kysely, sql } from 'kysely';

/**
 * NOTIFY registrar_auth_changed when a signed-in session may have changed (a token revoked,
 * expired, moved back in time or deleted; an account's name, username, e-mail, role, status or
 * second factor changed, or the account deleted; either table truncated), for a per-process
 * session cache that has since been removed: 0016 drops these triggers again.
 */
const upStatements = [
  sql`CREATE FUNCTION registrar_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('registrar_auth_changed', '');
      RETURN NULL;
    END
  $$`,
  sql`CREATE TRIGGER auth_tokens_changed AFTER UPDATE ON auth_tokens FOR EACH ROW
    WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at
      OR NEW.expires_at IS DISTINCT FROM OLD.expires_at
      OR NEW.last_used_at < OLD.last_used_at
      OR NEW.user_id <> OLD.user_id
      OR NEW.token_hash <> OLD.token_hash
      OR NEW.remember <> OLD.remember)
    EXECUTE FUNCTION registrar_auth_changed()`,
  sql`CREATE TRIGGER auth_tokens_deleted AFTER DELETE OR TRUNCATE ON auth_tokens
    FOR EACH STATEMENT EXECUTE FUNCTION registrar_auth_changed()`,
  sql`CREATE TRIGGER staff_users_changed AFTER UPDATE ON staff_users FOR EACH ROW
    WHEN (NEW.name IS DISTINCT FROM OLD.name
      OR NEW.username IS DISTINCT FROM OLD.username
      OR NEW.email IS DISTINCT FROM OLD.email
      OR NEW.role IS DISTINCT FROM OLD.role
      OR NEW.is_active IS DISTINCT FROM OLD.is_active
      OR NEW.totp_enabled_at IS DISTINCT FROM OLD.totp_enabled_at
      OR NEW.id <> OLD.id)
    EXECUTE FUNCTION registrar_auth_changed()`,
  sql`CREATE TRIGGER staff_users_deleted AFTER DELETE OR TRUNCATE ON staff_users
    FOR EACH STATEMENT EXECUTE FUNCTION registrar_auth_changed()`,
];

const downStatements = [
  sql`DROP TRIGGER staff_users_deleted ON staff_users`,
  sql`DROP TRIGGER staff_users_changed ON staff_users`,
  sql`DROP TRIGGER auth_tokens_deleted ON auth_tokens`,
  sql`DROP TRIGGER auth_tokens_changed ON auth_tokens`,
  sql`DROP FUNCTION registrar_auth_changed()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await statement.execute(db);
}
