import { pageWindow, paginate } from '../src/lib/paginate';
import { initialsOf, maskEmail, maskPhone } from '../src/modules/applications/redaction';
import {
  displayTrackingId,
  generateTrackingId,
  normalizeTrackingId,
} from '../src/modules/requests/tracking-id';

/**
 * The first formulations of the tracking-id and mask functions (regular expressions, Array.from),
 * rewritten as loops and fast paths for speed: the rewrites must answer exactly what these did.
 */
const before = {
  normalizeTrackingId(reference: string): string | null {
    const id = reference
      .toUpperCase()
      .replace(/[\s-]/g, '')
      .replace(/[IL]/g, '1')
      .replace(/O/g, '0');
    return /^[0-9A-HJKMNP-TV-Z]{12}$/.test(id) ? id : null;
  },
  displayTrackingId: (id: string) => id.replace(/(.{4})(?=.)/g, '$1-'),
  initialsOf: (name: string): string =>
    name
      .split(/[\s-]+/)
      .map((part) => Array.from(part.trim())[0])
      .filter((letter): letter is string => Boolean(letter))
      .map((letter) => `${letter.toUpperCase()}.`)
      .join(' ') || '•••',
  maskEmail(email: string): string {
    const at = email.lastIndexOf('@');
    return at < 1 ? '•••' : `${Array.from(email)[0] ?? ''}•••${email.slice(at)}`;
  },
  maskPhone(phone: string): string {
    const digits = phone.replace(/\D/g, '');
    return digits.length >= 7 ? `•••${digits.slice(-2)}` : '•••';
  },
};

/** Strings drawn from characters that matter to these functions (a fixed seed: repeatable). */
function samples(alphabet: string[], count: number, seed = 9): string[] {
  let state = seed;
  const next = () => (state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 1);
  return Array.from({ length: count }, () =>
    Array.from({ length: next() % 20 }, () => alphabet[next() % alphabet.length]).join(''),
  );
}

describe('applications units', () => {
  it('tracking ids are 12 Crockford characters and normalise as typed', () => {
    const ids = new Set(Array.from({ length: 1000 }, generateTrackingId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(normalizeTrackingId('abcd-efgh-jk10')).toBe('ABCDEFGHJK10');
    expect(normalizeTrackingId(' abcd efgh jkLO ')).toBe('ABCDEFGHJK10');
    expect(normalizeTrackingId('ABCD-EFGH-JKU0')).toBeNull();
    expect(normalizeTrackingId('ABCD')).toBeNull();
    expect(normalizeTrackingId('ABCD-EFGH-JK10')).toBe('ABCDEFGHJK10');
    expect(normalizeTrackingId('ABCDEFGHJK10')).toBe('ABCDEFGHJK10');
    expect(normalizeTrackingId('ABCD-EFGH-JK1O')).toBe('ABCDEFGHJK10');
    expect(displayTrackingId('ABCDEFGHJK10')).toBe('ABCD-EFGH-JK10');
  });

  it('the rewritten tracking-id and mask functions answer what their first formulations did', () => {
    const idCharacters = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'];
    const ids = [
      ...samples([...idCharacters, '-', ' ', '\t', '\u00a0', 'é', '😀'], 3000),
      ...Array.from({ length: 500 }, () => displayTrackingId(generateTrackingId())),
      ...Array.from({ length: 500 }, () => displayTrackingId(generateTrackingId()).toLowerCase()),
      ...Array.from({ length: 500 }, generateTrackingId),
    ];
    for (const id of ids) {
      expect(normalizeTrackingId(id)).toBe(before.normalizeTrackingId(id));
      expect(displayTrackingId(id)).toBe(before.displayTrackingId(id));
    }
    const text = samples(
      [...'aZé0 7-+@.()', '\t', '\n', '\u00a0', '\u2003', '😀', '\ud800', '\udc00', 'ß', 'ǆ'],
      5000,
    );
    for (const value of text) {
      expect(initialsOf(value)).toBe(before.initialsOf(value));
      expect(maskEmail(value)).toBe(before.maskEmail(value));
      expect(maskPhone(value)).toBe(before.maskPhone(value));
    }
  });

  it('the pager window collapses long ranges like Laravel', () => {
    expect(pageWindow(1, 13)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, null, 19, 20]);
    expect(pageWindow(10, 20)).toEqual([1, 2, null, 7, 8, 9, 10, 11, 12, 13, null, 19, 20]);
    expect(pageWindow(18, 20)).toEqual([1, 2, null, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('paginate builds from/to/last_page and keeps filters in links', () => {
    const page = paginate(['a', 'b'], 12, 2, 10, '/api/x', { status: 'paid', search: '' });
    expect(page).toMatchObject({
      current_page: 2,
      last_page: 2,
      per_page: 10,
      total: 12,
      from: 11,
      to: 12,
    });
    expect(page.links[0]).toEqual({
      url: '/api/x?status=paid&page=1',
      label: '« Previous',
      active: false,
    });
    expect(page.links.at(-1)).toEqual({ url: null, label: 'Next »', active: false });
    expect(paginate([], 0, 1, 10, '/api/x')).toMatchObject({ last_page: 1, from: null, to: null });
  });
});
