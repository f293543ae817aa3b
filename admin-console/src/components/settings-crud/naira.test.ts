import { nairaInput, parseNaira, priceCell } from './naira';

describe('parseNaira', () => {
  it.each<[string, number | null]>([
    ['5,000.00', 500000],
    ['5000', 500000],
    ['5000.5', 500050],
    ['₦1,234,567.89', 123456789],
    ['0', 0],
    ['  ', null],
    ['', null],
  ])('%p → %p kobo', (text, kobo) => {
    expect(parseNaira(text)).toEqual({ kobo });
  });

  it.each(['5,00', 'abc', '-5', '5.001', '1,2345', '20,000,000'])('rejects %p', (text) => {
    expect(parseNaira(text).error).toBeDefined();
  });
});

it('shows kobo back in naira', () => {
  expect(nairaInput(500000)).toBe('5,000.00');
  expect(nairaInput(null)).toBe('');
  expect(priceCell(null)).toBe('—');
  expect(priceCell(250000)).toBe('₦2,500.00');
});
