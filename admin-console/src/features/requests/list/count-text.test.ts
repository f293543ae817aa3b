import { countText } from './count-text';

describe('countText', () => {
  it('says how many applications were counted', () => {
    expect(countText({ total: 1 })).toBe('1 application');
    expect(countText({ total: 12, total_is_estimate: false })).toBe('12 applications');
  });

  it('marks an estimated total as approximate', () => {
    expect(countText({ total: 1_000_015, total_is_estimate: true })).toBe(
      'About 1,000,015 applications',
    );
  });
});
