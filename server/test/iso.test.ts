import fc from 'fast-check';
import { iso, isoOrNull } from '../src/lib/iso';

/** Every form a timestamp reaches a presenter in gives what Date#toISOString gives. */
describe('iso', () => {
  const instants = fc.date({
    min: new Date('1970-01-01T00:00:00Z'),
    max: new Date('9999-12-31T23:59:59Z'),
    noInvalidDate: true,
  });

  it('reads Dates as toISOString does', () => {
    fc.assert(fc.property(instants, (d) => iso(d) === d.toISOString()));
  });

  it('rewrites PostgreSQL JSON timestamps in UTC without changing the instant', () => {
    fc.assert(
      fc.property(
        instants,
        fc.integer({ min: 0, max: 999 }),
        fc.constantFrom(0, 1, 2, 3, 4, 5, 6),
        (d, micros, digits) => {
          const base = d.toISOString().slice(0, 19);
          const fraction =
            `${String(d.getUTCMilliseconds()).padStart(3, '0')}${String(micros).padStart(3, '0')}`.slice(
              0,
              digits,
            );
          for (const zone of ['+00:00', 'Z']) {
            const text = `${base}${digits ? `.${fraction}` : ''}${zone}`;
            if (iso(text) !== new Date(text).toISOString()) return false;
          }
          return true;
        },
      ),
    );
  });

  it('reads timestamps in other zones through Date', () => {
    expect(iso('2026-11-25T23:58:30.123456+01:00')).toBe('2026-11-25T22:58:30.123Z');
    expect(iso('2026-11-25T22:58:30.5-03:30')).toBe('2026-11-26T02:28:30.500Z');
  });

  it('keeps null', () => {
    expect(isoOrNull(null)).toBeNull();
    expect(isoOrNull('2026-11-25T22:58:30+00:00')).toBe('2026-11-25T22:58:30.000Z');
  });
});
