import { pageWindow, paginate } from '../src/lib/paginate';
import { generateTrackingId, normalizeTrackingId } from '../src/modules/applications/tracking-id';

describe('applications units', () => {
  it('tracking ids are 12 Crockford characters and normalise as typed', () => {
    const ids = new Set(Array.from({ length: 1000 }, generateTrackingId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(normalizeTrackingId('abcd-efgh-jk10')).toBe('ABCDEFGHJK10');
    expect(normalizeTrackingId(' abcd efgh jkLO ')).toBe('ABCDEFGHJK10');
    expect(normalizeTrackingId('ABCD-EFGH-JKU0')).toBeNull();
    expect(normalizeTrackingId('ABCD')).toBeNull();
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
