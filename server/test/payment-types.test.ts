import { bearer } from './support/app';
import { describeSettingsCrud } from './reference-data-crud-suite';

describeSettingsCrud(
  {
    name: 'payment types',
    path: '/payment-types',
    table: 'payment_types',
    entity: 'payment_type',
    label: 'Payment type',
    publicList: { key: 'payment_types' },
    writers: ['administrator', 'bursary'],
    valid: { name: 'Transcript re-issue', description: 'Lost transcript', amount: 200000 },
    updated: { name: 'Transcript reissue', description: null, amount: 250000 },
    required: ['name', 'amount'],
    wrongTypes: { amount: '2000', description: 7 },
    oversized: { field: 'name', max: 100 },
    duplicate: { name: 'CHANGE OF NAME', description: null, amount: 100 },
  },
  (context) => {
    it('seeds the demo payment types and refuses an amount of 0', async () => {
      const { t, tokens } = context();
      const names = (await t.app.db.selectFrom('payment_types').select('name').execute()).map(
        (row) => row.name,
      );
      expect(names).toEqual(
        expect.arrayContaining([
          'Certificate attestation',
          'Change of name',
          'Verification letter',
        ]),
      );
      const zero = await t.app.inject({
        method: 'POST',
        url: '/api/payment-types',
        payload: { name: 'Free', amount: 0 },
        headers: bearer(tokens.bursary),
      });
      expect(zero.statusCode).toBe(422);
      expect(zero.json().errors).toEqual({ amount: ['Must be more than 0'] });
    });
  },
);
