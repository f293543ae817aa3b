import type { Db } from '../../db/schema';

/** What an email carries of the institution: its name and colours, and where the portal is. */
export interface Branding {
  name: string;
  acronym: string;
  primary: string;
  secondary: string;
  publicUrl: string;
}

const HEX = /^#[0-9a-f]{3,8}$/i;

export async function loadBranding(db: Db, publicUrl: string): Promise<Branding> {
  const row = await db
    .selectFrom('institutions')
    .select(['name', 'acronym', 'theme_primary', 'theme_secondary'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  // Colours go into a style attribute: anything but a hex colour falls back to the default.
  const colour = (value: string | undefined, fallback: string) =>
    value && HEX.test(value) ? value : fallback;
  return {
    name: row?.name ?? 'Registrar',
    acronym: row?.acronym ?? '',
    primary: colour(row?.theme_primary, '#0b5394'),
    secondary: colour(row?.theme_secondary, '#f1c232'),
    publicUrl,
  };
}

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
