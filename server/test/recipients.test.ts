import { describeSettingsCrud } from './reference-data-crud-suite';

const evaluator = {
  name: 'Scholaro Evaluations',
  kind: 'evaluator',
  email: 'transcripts@scholaro.example',
  address: null,
  abroad: true,
  accepts_soft_copy: true,
  accepts_hard_copy: false,
  reference_required: true,
  reference_label: 'Scholaro file number',
  reference_format: 'SCH-9999',
  notes: 'Electronic copies only.',
};

describeSettingsCrud(
  {
    name: 'recipient directory',
    path: '/recipients',
    table: 'recipients',
    entity: 'recipient',
    label: 'Recipient',
    publicList: { path: '/recipient-directory' },
    writers: ['administrator', 'registry_officer'],
    valid: evaluator,
    updated: {
      ...evaluator,
      name: 'Scholaro Credential Evaluations',
      address: '1 Evaluation Way, Accra',
      accepts_hard_copy: true,
    },
    required: [
      'name',
      'kind',
      'abroad',
      'accepts_soft_copy',
      'accepts_hard_copy',
      'reference_required',
    ],
    wrongTypes: { kind: 'consulate', accepts_soft_copy: 'yes' },
    oversized: { field: 'name', max: 150 },
    duplicate: { ...evaluator, name: 'educational credential evaluators (ece)' },
  },
  (context) => {
    const call = (method: 'GET' | 'POST', url: string, payload?: object) => {
      const { t, tokens } = context();
      return t.app.inject({
        method,
        url: `/api${url}`,
        ...(payload && { payload }),
        headers: method === 'GET' ? {} : { authorization: `Bearer ${tokens.registry_officer}` },
      });
    };

    it('says what a receiver is missing for what it accepts', async () => {
      const refused = await call('POST', '/recipients', {
        ...evaluator,
        name: 'Half a receiver',
        email: '',
        accepts_hard_copy: true,
        reference_required: false,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        email: ['Give the email address soft copies go to'],
        address: ['Give the address hard copies go to'],
        reference_format: ['A format is for a reference the receiver requires'],
      });
      const nothing = await call('POST', '/recipients', {
        ...evaluator,
        name: 'Takes nothing',
        accepts_soft_copy: false,
      });
      expect(nothing.json().errors).toEqual({
        accepts_soft_copy: ['A receiver must accept soft copies, hard copies or both'],
      });
      const badFormat = await call('POST', '/recipients', {
        ...evaluator,
        name: 'Odd format',
        reference_format: 'SCH_[0-9]+',
      });
      expect(Object.keys(badFormat.json().errors)).toEqual(['reference_format']);
    });

    it('lets anyone find an offered receiver by words of its name, and nothing inactive', async () => {
      const names = async (search: string) =>
        (await call('GET', `/recipient-directory?search=${encodeURIComponent(search)}`))
          .json()
          .data.map((row: { name: string }) => row.name);
      expect(await names('wes canada')).toEqual(['World Education Services (WES), Canada']);
      expect(await names('CANADA')).toEqual(['World Education Services (WES), Canada']);
      expect(await names('100%')).toEqual([]);
      // ICAS starts inactive (its address must be entered first): not offered.
      expect(await names('icas')).toEqual([]);
      const everything = (await call('GET', '/recipient-directory')).json().data;
      expect(everything.length).toBeGreaterThan(5);
      expect(everything[0]).not.toHaveProperty('notes');
      expect(everything[0]).not.toHaveProperty('is_active');
      const wes = (await call('GET', '/recipient-directory?search=wes%20united')).json().data[0];
      expect(wes).toMatchObject({
        kind: 'evaluator',
        accepts_hard_copy: true,
        abroad: true,
        reference_required: true,
        reference_label: 'WES reference number',
      });
      expect(wes.address).toContain('New York, NY 10274-5087');
    });
  },
);
