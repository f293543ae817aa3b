import { formatInstitutionDay, formatInstitutionTime } from './institution-time';

it('shows a moment in the institution’s zone, named, whatever the runtime’s zone', () => {
  // 23:30 UTC is already the next day in Lagos (UTC+1 all year).
  expect(formatInstitutionTime('2024-11-23T23:30:00Z')).toBe('Nov 24, 00:30 AM WAT');
  expect(formatInstitutionTime(new Date('2026-06-01T12:05:00Z'))).toBe('Jun 1, 13:05 PM WAT');
});

it('shows nothing for what is not a moment', () => {
  expect(formatInstitutionTime('not a date')).toBe('');
});

it('dates a day as the institution’s calendar has it, whatever the runtime’s zone', () => {
  // Issued at 00:30 in Lagos on 7 March: 6 March in UTC and westwards.
  expect(formatInstitutionDay('2026-03-06T23:30:00Z')).toBe('7 March 2026');
  expect(formatInstitutionDay('not a date')).toBe('');
});
