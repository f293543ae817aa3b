import { formatInstitutionTime } from './institution-time';

it('shows a moment in the institution’s zone, named, whatever the runtime’s zone', () => {
  // 23:30 UTC is already the next day in Lagos (UTC+1 all year).
  expect(formatInstitutionTime('2024-11-23T23:30:00Z')).toBe('Nov 24, 00:30 AM WAT');
  expect(formatInstitutionTime(new Date('2026-06-01T12:05:00Z'))).toBe('Jun 1, 13:05 PM WAT');
});

it('shows nothing for what is not a moment', () => {
  expect(formatInstitutionTime('not a date')).toBe('');
});
