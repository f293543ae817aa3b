import {
  RECIPIENT_SEARCH_LIMIT,
  type TRecipient,
  type TRecipientDetails,
  type TRecipientInput,
} from '@registrar/shared-api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { activeOf, defineNamedResource, textOrNull, type SettingsService } from '../../lib/crud';
import { containsPattern } from '../../lib/like-pattern';
import { REGISTRY } from '../../lib/roles';

/** What the portal is told of a receiver (staff also see their notes and the active flag). */
const OFFERED = [
  'name',
  'kind',
  'email',
  'address',
  'abroad',
  'accepts_soft_copy',
  'accepts_hard_copy',
  'reference_required',
  'reference_label',
  'reference_format',
] as const;

/**
 * The recipient directory: registry staff keep it (any staff read it); names are unique in any
 * case. What a receiver must have for what it accepts is the contract's rule, and the table's.
 */
export const recipients: SettingsService<TRecipientInput, TRecipientDetails> = defineNamedResource({
  table: 'recipients',
  entity: 'recipient',
  columns: [...OFFERED, 'notes', 'is_active'],
  label: 'recipient',
  writers: REGISTRY,
  valuesOf: (input, before) => ({
    name: input.name.trim(),
    kind: input.kind,
    email: textOrNull(input.email),
    address: textOrNull(input.address),
    abroad: input.abroad,
    accepts_soft_copy: input.accepts_soft_copy,
    accepts_hard_copy: input.accepts_hard_copy,
    reference_required: input.reference_required,
    reference_label: textOrNull(input.reference_label),
    reference_format: textOrNull(input.reference_format),
    notes: textOrNull(input.notes),
    is_active: activeOf(input, before),
  }),
});

/** The offered receivers whose names hold every word of `search` (any case), by name. */
export async function searchDirectory(db: Db, search: string | undefined): Promise<TRecipient[]> {
  const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  let query = db
    .selectFrom('recipients')
    .select(['id', ...OFFERED])
    .where('is_active', '=', true);
  for (const word of words) query = query.where(sql`lower(name)`, 'like', containsPattern(word));
  return query.orderBy('name').limit(RECIPIENT_SEARCH_LIMIT).execute();
}
