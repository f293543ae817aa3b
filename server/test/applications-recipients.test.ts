import { ZSubmitApplicationResponse } from '@registrar/shared-api/contracts';
import { databaseTargets } from './support/databases';
import { domesticDelivery, internationalDelivery } from './support/delivery';
import { identityTokenFor, withConsent } from './support/identity';
import { countRows } from './support/rows';
import { addStaffAndSignIn, bearer, startTestApp, type TestApp } from './support/app';

const MATRIC = 'FUTD/10/0001';

/**
 * An applicant sends a copy to a receiver of the directory: the directory says where it goes
 * (whatever the copy says), which formats it takes and the reference it requires.
 */
describe.each(databaseTargets())('copies to directory receivers on $name', (target) => {
  let t: TestApp;
  let identityToken: string;
  let staff: string;
  let international: { region_id: number; courier_id: number };
  const receiver = async (name: string) =>
    t.app.db
      .selectFrom('recipients')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
  const submit = async (copy: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: await withConsent(t.app.db, {
        matric_number: MATRIC,
        identity_token: identityToken,
        email_address: 'applicant@example.com',
        copies: [{ purpose: 'Further Studies', type: 'undergraduate', ...copy }],
      }),
    });

  beforeAll(async () => {
    t = await startTestApp(target);
    identityToken = await identityTokenFor(t.app.db, MATRIC);
    staff = await addStaffAndSignIn(t, {
      name: 'Officer',
      username: 'officer',
      email: 'officer@registrar.test',
      role: 'registry_officer',
    });
    international = await internationalDelivery(t.app.db);
  });
  afterAll(() => t.close());

  it('sends a hard copy to the address the directory holds, with the reference it asks for', async () => {
    const wes = await receiver('World Education Services (WES), Canada');
    const response = await submit({
      format: 'hard_copy',
      recipient_id: wes.id,
      recipient_name: 'Someone Else',
      recipient_address: '1 Wrong Street, Lagos',
      reference_number: '1234567',
      ...international,
    });
    expect(response.statusCode).toBe(200);
    const [copy] = ZSubmitApplicationResponse.parse(response.json()).data.copies;
    expect(copy).toMatchObject({
      recipient_id: wes.id,
      recipient_name: wes.name,
      recipient_address: wes.address,
      reference_number: '1234567',
    });
  });

  it('refuses what the receiver does not take, a missing or misshapen reference, an unoffered receiver', async () => {
    const before = await countRows(t.app.db, 'applications');
    const wes = await receiver('World Education Services (WES), United States');
    const asSoftCopy = await submit({
      format: 'soft_copy',
      recipient_id: wes.id,
      recipient_email: 'me@example.com',
      reference_number: '1234567',
    });
    expect(asSoftCopy.statusCode).toBe(422);
    expect(asSoftCopy.json().errors).toEqual({
      'copies.0.format': ['This receiver does not take soft copies'],
    });

    const noReference = await submit({
      format: 'hard_copy',
      recipient_id: wes.id,
      ...international,
    });
    expect(noReference.json().errors).toEqual({
      'copies.0.reference_number': ['Enter the WES reference number'],
    });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/recipients',
      headers: bearer(staff),
      payload: {
        name: 'Scholaro Evaluations',
        kind: 'evaluator',
        email: 'Transcripts@Scholaro.example',
        abroad: true,
        accepts_soft_copy: true,
        accepts_hard_copy: false,
        reference_required: true,
        reference_label: 'Scholaro file number',
        reference_format: 'SCH-9999',
      },
    });
    expect(created.statusCode).toBe(200);
    const scholaro = created.json().data.id as number;
    const misshapen = await submit({
      format: 'soft_copy',
      recipient_id: scholaro,
      reference_number: 'SCH-12',
    });
    expect(misshapen.json().errors).toEqual({
      'copies.0.reference_number': ['Enter the Scholaro file number as SCH-1234'],
    });

    // A hard copy is priced for where the receiver is, not where the copy says.
    const atHomePrice = await submit({
      format: 'hard_copy',
      recipient_id: wes.id,
      reference_number: '1234567',
      ...(await domesticDelivery(t.app.db)),
    });
    expect(atHomePrice.json().errors).toEqual({
      'copies.0.region_id': ['This receiver is abroad: choose an international region'],
    });
    const lagos = await receiver('University of Lagos, Registry');
    const abroadPrice = await submit({
      format: 'hard_copy',
      recipient_id: lagos.id,
      ...international,
    });
    expect(abroadPrice.json().errors).toEqual({
      'copies.0.region_id': ['This receiver is in this country: choose a domestic region'],
    });

    const icas = await receiver('International Credential Assessment Service of Canada (ICAS)');
    const unoffered = await submit({
      format: 'hard_copy',
      recipient_id: icas.id,
      ...international,
    });
    expect(unoffered.json().errors).toMatchObject({
      'copies.0.recipient_id': ['Choose a receiver from the directory'],
    });
    const unknown = await submit({ format: 'hard_copy', recipient_id: 999999, ...international });
    expect(unknown.json().errors).toMatchObject({
      'copies.0.recipient_id': ['Choose a receiver from the directory'],
    });
    expect(await countRows(t.app.db, 'applications')).toBe(before);

    // The soft copy goes to the receiver's own address, in any case the reference was typed.
    const sent = await submit({
      format: 'soft_copy',
      recipient_id: scholaro,
      recipient_email: 'me@example.com',
      reference_number: 'sch-1234',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.copies[0]).toMatchObject({
      recipient_id: scholaro,
      recipient_name: 'Scholaro Evaluations',
      recipient_email: 'transcripts@scholaro.example',
      reference_number: 'sch-1234',
    });

    // A receiver a copy names is not deleted (deactivate it instead).
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/recipients/${String(scholaro)}`,
      headers: bearer(staff),
    });
    expect(deleted.statusCode).toBe(409);
  });
});
