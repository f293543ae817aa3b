import { addWorkingDays, isWorkingDay, overdueBefore } from './working-days';

const EASTER_2026 = new Set(['2026-04-03', '2026-04-06']);
const NONE = new Set<string>();

describe('working days', () => {
  it.each([
    ['Thursday + 1 is Friday', '2026-12-10', 1, '2026-12-11'],
    ['Friday + 1 skips the weekend', '2026-12-11', 1, '2026-12-14'],
    ['Saturday + 1 is Monday', '2026-12-12', 1, '2026-12-14'],
    ['Sunday + 5 is the Friday after', '2026-12-13', 5, '2026-12-18'],
    ['+ 0 is the day itself, even a Sunday', '2026-12-13', 0, '2026-12-13'],
    ['Wednesday + 10 crosses two weekends', '2026-12-02', 10, '2026-12-16'],
  ])('%s', (_name, from, n, expected) => {
    expect(addWorkingDays(from, n, NONE)).toBe(expected);
  });

  it('skips the holidays it is given as well as weekends', () => {
    // Thursday before Good Friday: Friday and Easter Monday are holidays.
    expect(addWorkingDays('2026-04-02', 1, EASTER_2026)).toBe('2026-04-07');
    expect(addWorkingDays('2026-04-02', 10, EASTER_2026)).toBe('2026-04-20');
    expect(addWorkingDays('2026-04-02', 10, NONE)).toBe('2026-04-16');
    expect(isWorkingDay('2026-04-03', EASTER_2026)).toBe(false);
    expect(isWorkingDay('2026-04-07', EASTER_2026)).toBe(true);
  });

  it("reads a moment as the institution's day (West Africa Time, UTC+1)", () => {
    // 23:30 UTC on Thursday is 00:30 on Friday in Lagos: counted from Friday.
    expect(addWorkingDays(new Date('2026-12-10T23:30:00Z'), 1, NONE)).toBe('2026-12-14');
    // 22:59 UTC on Thursday is still Thursday in Lagos.
    expect(addWorkingDays(new Date('2026-12-10T22:59:00Z'), 1, NONE)).toBe('2026-12-11');
    // 23:00 UTC on 31 December is New Year's Day in Lagos.
    expect(addWorkingDays(new Date('2026-12-31T23:00:00Z'), 1, new Set(['2027-01-01']))).toBe(
      '2027-01-04',
    );
  });

  it('does not depend on the zone of the machine', () => {
    // Days are compared as UTC calendar days, never through the local clock.
    const original = process.env.TZ;
    try {
      process.env.TZ = 'America/Los_Angeles';
      expect(addWorkingDays('2026-12-11', 1, NONE)).toBe('2026-12-14');
      process.env.TZ = 'Pacific/Kiritimati';
      expect(addWorkingDays('2026-12-11', 1, NONE)).toBe('2026-12-14');
    } finally {
      process.env.TZ = original;
    }
  });

  it('marks overdue exactly the starts whose target day is before today', () => {
    const holidays = new Set([...EASTER_2026, '2026-05-01']);
    const days = Array.from({ length: 70 }, (_, i) =>
      new Date(Date.UTC(2026, 2, 10 + i)).toISOString().slice(0, 10),
    );
    for (const today of days.slice(30))
      for (const n of [1, 3, 7]) {
        const cutoff = overdueBefore(today, n, holidays);
        for (const entered of days.filter((day) => day <= today))
          expect([entered, n, today, entered < cutoff]).toEqual([
            entered,
            n,
            today,
            addWorkingDays(entered, n, holidays) < today,
          ]);
      }
  });
});
