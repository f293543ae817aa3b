import { bearer } from './support/app';
import { describeSettingsCrud } from './reference-data-crud-suite';

describeSettingsCrud(
  {
    name: 'couriers',
    path: '/couriers',
    table: 'couriers',
    entity: 'courier',
    label: 'Courier',
    publicList: { key: 'couriers' },
    writers: ['administrator'],
    valid: { name: 'Red Star', serves_domestic: true, serves_international: false, rate: 250000 },
    updated: {
      name: 'Red Star Express',
      serves_domestic: true,
      serves_international: true,
      rate: 1,
    },
    required: ['name', 'serves_domestic', 'serves_international', 'rate'],
    wrongTypes: { serves_domestic: 'yes', rate: '2500' },
    oversized: { field: 'name', max: 100 },
    duplicate: {
      name: 'dhl express',
      serves_domestic: false,
      serves_international: true,
      rate: 100,
    },
  },
  (context) => {
    it('refuses a courier serving nothing, a negative or fractional rate', async () => {
      const { t, tokens } = context();
      const post = (payload: object) =>
        t.app.inject({
          method: 'POST',
          url: '/api/couriers',
          payload,
          headers: bearer(tokens.administrator),
        });
      const base = {
        name: 'Nowhere',
        serves_domestic: false,
        serves_international: false,
        rate: 1,
      };
      const nothing = await post(base);
      expect(nothing.statusCode).toBe(422);
      expect(nothing.json().errors).toEqual({
        serves_domestic: ['A courier must serve domestic or international delivery'],
      });
      const negative = await post({ ...base, serves_domestic: true, rate: -1 });
      expect(negative.json().errors).toEqual({ rate: ['Must be 0 or more'] });
      const fraction = await post({ ...base, serves_domestic: true, rate: 10.5 });
      expect(fraction.json().errors).toEqual({ rate: ['Must be a whole number'] });
    });
  },
);
