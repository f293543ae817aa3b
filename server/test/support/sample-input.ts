import type { z } from 'zod';
import { internals } from './zod-internals';

/**
 * A value a zod schema accepts, built from the schema itself: required object fields only,
 * strings at their minimum length (or a valid email/URL), numbers at their minimum (≥ 1).
 * Enough to get a request past validation so the authorization matrix sees the role check.
 * Patterns cannot be inverted: callers override such fields.
 */
export function sampleOf(schema: z.ZodType): unknown {
  const zod = internals(schema);
  const { def, bag } = zod;
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        if (internals(field).optin === 'optional') continue;
        out[key] = sampleOf(field);
      }
      return out;
    }
    case 'string': {
      const format = bag.format ?? def.format;
      if (format === 'email') return 'sample@example.com';
      if (format === 'url') return 'https://example.com/';
      if (format === 'date') return '2024-01-01';
      if (format === 'datetime') return '2024-01-01T00:00:00Z';
      const min = Number(bag.minimum ?? 1);
      return 'Sample-Value-7'.padEnd(Math.max(min, 14), 'x').slice(0, Number(bag.maximum ?? 1e9));
    }
    case 'number':
    case 'bigint':
      return Math.max(Number(bag.minimum ?? 1), 1);
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array': {
      const length = Math.max(Number(bag.minimum ?? 1), 1);
      return Array.from({ length }, () => sampleOf(def.element!));
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sampleOf(def.innerType!);
    case 'pipe':
      // preprocess = pipe(transform, schema); x.transform(fn) = pipe(x, transform).
      return internals(def.out!).def.type === 'transform' ? sampleOf(def.in!) : sampleOf(def.out!);
    case 'union':
      return sampleOf(def.options![0]!);
    case 'lazy':
      return sampleOf(def.getter!());
    case 'date':
      return '2024-01-01T00:00:00Z';
    case 'record':
      return {};
    default:
      return null;
  }
}

/** A receiver taking hard copies only (the sample's booleans would ask for an email too). */
const recipientSample = (sample: Record<string, unknown>) => ({
  ...sample,
  accepts_soft_copy: false,
  accepts_hard_copy: true,
  address: '1 Sample Road, Lagos',
  reference_required: false,
  reference_format: null,
});

/** Fields whose pattern the sampler cannot invert, or whose sample the schema's refinements refuse. */
type Fix = (sample: Record<string, unknown>) => Record<string, unknown>;
const bodyOverrides: Record<string, Fix> = {
  updateInstitution: (sample) => ({
    ...sample,
    theme: { ...(sample.theme as object), primary: '#112233', secondary: '#445566' },
  }),
  createGraduate: (sample) => ({ ...sample, graduation_year: 2020 }),
  updateConsentWording: () => ({
    text: 'I consent to the registry releasing my transcript to the receivers named.',
  }),
  updateGraduate: (sample) => ({ ...sample, graduation_year: 2020 }),
  createStaffUser: (sample) => ({ ...sample, email: 'new.user@registrar.test' }),
  updateStaffUser: (sample) => ({ ...sample, email: 'new.user@registrar.test' }),
  loginTotp: (sample) => ({ ...sample, code: '123456' }),
  confirmTotpEnrolment: (sample) => ({ ...sample, code: '123456' }),
  disableTotp: (sample) => ({ ...sample, code: '123456' }),
  verifyIdentityCode: (sample) => ({ ...sample, code: '123456' }),
  sendPhoneCode: (sample) => ({ ...sample, phone: '0803 123 4567' }),
  verifyPhoneCode: (sample) => ({ ...sample, code: '123456' }),
  verifyMyApplicationsCode: (sample) => ({ ...sample, code: '123456' }),
  createPublicHoliday: (sample) => ({ ...sample, date: '2030-06-12' }),
  updatePublicHoliday: (sample) => ({ ...sample, date: '2030-06-12' }),
  createRecipient: (sample) => recipientSample(sample),
  updateRecipient: (sample) => recipientSample(sample),
  updateRecordsSource: (sample) => ({
    ...sample,
    kind: 'none',
    base_url: null,
    file_location: null,
    sync_every_hours: null,
  }),
};

/** A body `schema` accepts for the endpoint `name` (the sample, with the fixes above). */
export function sampleBody(name: string, schema: z.ZodType): Record<string, unknown> {
  const sample = sampleOf(schema) as Record<string, unknown>;
  const fix = bodyOverrides[name];
  return fix ? fix(sample) : sample;
}
