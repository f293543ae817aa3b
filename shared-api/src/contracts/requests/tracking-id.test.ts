import { z } from 'zod';
import {
  formatTrackingId,
  normalizeTrackingId,
  TRACKING_ID_MESSAGE,
  ZTrackingId,
  ZTrackingReference,
} from './tracking-id';

describe('tracking ids', () => {
  it.each([
    ['ABCD-1234-EFGH', 'ABCD-1234-EFGH'],
    ['ABCD1234EFGH', 'ABCD-1234-EFGH'],
    ['abcd1234efgh', 'ABCD-1234-EFGH'],
    [' abcd 1234 efgh ', 'ABCD-1234-EFGH'],
    ['ab-cd12-34ef-gh', 'ABCD-1234-EFGH'],
    ['IL0O-1234-EFGH', '1100-1234-EFGH'],
  ])('%j is %s', (typed, canonical) => {
    expect(normalizeTrackingId(typed)).toBe(canonical);
    expect(ZTrackingId.parse(typed)).toBe(canonical);
    expect(formatTrackingId(typed)).toBe(canonical);
  });

  it.each(['', 'short', 'UUUU-UUUU-UUUU', 'ABCD-1234-EFGH-J'])('%j is none', (typed) => {
    expect(normalizeTrackingId(typed)).toBeNull();
    expect(ZTrackingId.safeParse(typed).error?.issues[0]?.message).toBe(TRACKING_ID_MESSAGE);
  });

  it('is sent only in its canonical form, and documented as that pattern', () => {
    expect(z.encode(ZTrackingId, 'ABCD-1234-EFGH')).toBe('ABCD-1234-EFGH');
    expect(z.safeEncode(ZTrackingId, 'ABCD1234EFGH').success).toBe(false);
    expect(z.toJSONSchema(ZTrackingId, { io: 'output', unrepresentable: 'throw' })).toMatchObject({
      type: 'string',
      pattern: expect.stringContaining('-'),
    });
  });

  it('lets a lookup through whatever was typed, canonical when it can be', () => {
    expect(ZTrackingReference.parse('abcd1234efgh')).toBe('ABCD-1234-EFGH');
    expect(ZTrackingReference.parse(' nope ')).toBe('nope');
    expect(ZTrackingReference.safeParse('  ').success).toBe(false);
  });
});
