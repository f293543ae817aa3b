import { referenceOf } from './reference';

it.each(['93JB6W9JS0K1', '93JB-6W9J-S0K1'])('shows %p as 93JB-6W9J-S0K1', (id) => {
  expect(referenceOf(id)).toBe('93JB-6W9J-S0K1');
});
