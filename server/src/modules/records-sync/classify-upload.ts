import { graduateRecordFields } from '@registrar/shared-api/contracts';
import {
  type Changes,
  type Classified,
  type Incoming,
  type Lookup,
  differs,
  newRecord,
} from './classify';

/**
 * A row of a staff upload (the CSV import) against the records: matched by matric number, and
 * every field taken as staff wrote it (a blank email keeps the one on record). Staff are the
 * authority of their own file, so there is no conflict; what the records source last wrote is
 * kept, so a later sync tells this change from its own.
 */
export function classifyUpload(incoming: Incoming, lookup: Lookup): Classified {
  const target = lookup.byMatric.get(incoming.values.matric_number.toUpperCase());
  if (!target)
    return newRecord(incoming, { sessionCode: null, studentId: null, sourceIdentity: null });
  const values = { ...incoming.values, email: incoming.values.email ?? target.email };
  const changes: Changes = {};
  for (const field of graduateRecordFields) {
    if (differs(target[field], values[field])) {
      changes[field] = { from: target[field] ?? null, to: values[field] ?? null };
    }
  }
  const changed = Object.keys(changes).length > 0;
  return {
    kind: changed ? 'changed' : 'unchanged',
    target,
    changes: changed ? changes : null,
    reason: null,
    write: changed
      ? { values, sessionCode: target.session_code, studentId: target.source_id }
      : null,
    sourceIdentity: target.source_identity,
  };
}
