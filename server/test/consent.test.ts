import {
  CONSENT_RECEIVERS_CHANGED,
  CONSENT_REQUIRED,
  CONSENT_WORDING_CHANGED,
  ZGetApplicationResponse,
  ZGetConsentWordingResponse,
} from '@registrar/shared-api/contracts';
import { FieldErrors } from '../src/modules/applications/field-errors';
import { checkConsent } from '../src/modules/consent/service';
import { addStaffAndSignIn, bearer, signIn, startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';
import { internationalDelivery } from './support/delivery';
import { consentFor, identityTokenFor } from './support/identity';
import { auditEntries, countRows } from './support/rows';

const MATRIC = 'FUTD/10/0001';

/**
 * An applicant's transcript leaves the registry only with their recorded consent: to the
 * institution's wording in force, naming the receivers the copies really go to. Staff can read
 * what was agreed to, when and from where; a consent to wording since replaced is asked again.
 */
describe.each(databaseTargets())('consent on $name', (target) => {
  let t: TestApp;
  let identityToken: string;
  let admin: string;
  let officer: string;

  const wordingInForce = async () =>
    ZGetConsentWordingResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/consent-wording' })).json(),
    ).data;
  /** Submits with `consent`, naming the copies' real receivers unless it names its own. */
  const submit = async (consent: object | undefined, given: Record<string, unknown>[]) => {
    const copies = given.map((copy) => ({ purpose: 'Further Studies', type: 'official', ...copy }));
    const { receivers } = await consentFor(t.app.db, copies);
    return t.app.inject({
      method: 'POST',
      url: '/api/applications',
      remoteAddress: '102.89.34.1',
      payload: {
        matric_number: MATRIC,
        identity_token: identityToken,
        email_address: 'applicant@example.com',
        copies,
        ...(consent === undefined ? {} : { consent: { receivers, ...consent } }),
      },
    });
  };
  const soft = { format: 'soft_copy', recipient_email: 'hr@acme.example' };

  beforeAll(async () => {
    t = await startTestApp(target);
    identityToken = await identityTokenFor(t.app.db, MATRIC);
    admin = await signIn(t.app, t.admin);
    officer = await addStaffAndSignIn(t, {
      name: 'Officer',
      username: 'officer',
      email: 'officer@registrar.test',
      role: 'registry_officer',
    });
  });
  afterAll(() => t.close());

  it('refuses an application without consent, or with the box not ticked, storing nothing', async () => {
    const before = await countRows(t.app.db, 'applications');
    const consentsBefore = await countRows(t.app.db, 'application_consents');
    const wording = await wordingInForce();
    expect(wording.text).toMatch(/^I consent to the registry releasing my academic transcript/);

    const none = await submit(undefined, [soft]);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toHaveProperty('consent');
    const unticked = await submit({ wording_id: wording.id, agreed: false }, [soft]);
    expect(unticked.statusCode).toBe(422);
    expect(unticked.json().errors).toMatchObject({ 'consent.agreed': [CONSENT_REQUIRED] });
    // Consent naming other receivers than the copies really go to is no consent to this.
    const elsewhere = await submit(
      { wording_id: wording.id, receivers: ['someone@else.example'], agreed: true },
      [soft],
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors).toMatchObject({
      'consent.receivers': [CONSENT_RECEIVERS_CHANGED],
    });
    expect(await countRows(t.app.db, 'applications')).toBe(before);
    expect(await countRows(t.app.db, 'application_consents')).toBe(consentsBefore);
  });

  it('keeps the consent with the application: wording, time, address and the real receivers', async () => {
    const wording = await wordingInForce();
    const wes = await t.app.db
      .selectFrom('recipients')
      .selectAll()
      .where('name', '=', 'World Education Services (WES), Canada')
      .executeTakeFirstOrThrow();
    const response = await submit({ wording_id: wording.id, agreed: true }, [
      soft,
      {
        format: 'hard_copy',
        recipient_id: wes.id,
        recipient_name: 'Typed Name',
        recipient_address: 'Typed Address',
        reference_number: '1234567',
        ...(await internationalDelivery(t.app.db)),
      },
    ]);
    expect(response.statusCode).toBe(200);
    const { id } = response.json().data as { id: number };

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${String(id)}`,
      headers: bearer(officer),
    });
    const consent = ZGetApplicationResponse.parse(detail.json()).data.consent;
    const wesLine = `${wes.name}, ${(wes.address ?? '').replace(/\n/g, ', ')}`;
    expect(consent).toMatchObject({
      wording_id: wording.id,
      wording: wording.text,
      ip: '102.89.34.1',
      receivers: ['hr@acme.example', wesLine],
    });
    expect(Date.parse(consent?.given_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const [audit] = await auditEntries(t.app.db, 'application.consent_given', id);
    expect(audit?.details).toMatchObject({
      wording_id: wording.id,
      receivers: ['hr@acme.example', wesLine],
    });
  });

  it('asks again for consent given to wording the institution has since replaced', async () => {
    const old = await wordingInForce();
    const text = 'I agree that the registry may release my transcript to the receivers below.';
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/consent-wording',
      headers: bearer(officer),
      payload: { text },
    });
    expect(refused.statusCode).toBe(403);
    const short = await t.app.inject({
      method: 'PUT',
      url: '/api/consent-wording',
      headers: bearer(admin),
      payload: { text: 'Too short' },
    });
    expect(short.statusCode).toBe(422);
    const reworded = await t.app.inject({
      method: 'PUT',
      url: '/api/consent-wording',
      headers: bearer(admin),
      payload: { text },
    });
    expect(reworded.statusCode).toBe(200);
    const next = await wordingInForce();
    expect(next).toMatchObject({ id: old.id + 1, text });
    // Saving the same words again would ask every applicant to consent again for nothing.
    const same = await t.app.inject({
      method: 'PUT',
      url: '/api/consent-wording',
      headers: bearer(admin),
      payload: { text: ` ${text} ` },
    });
    expect(same.statusCode).toBe(409);
    expect(await auditEntries(t.app.db, 'consent_wording.updated', next.id)).toHaveLength(1);

    const before = await countRows(t.app.db, 'applications');
    const stale = await submit({ wording_id: old.id, agreed: true }, [soft]);
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors).toMatchObject({ 'consent.wording_id': [CONSENT_WORDING_CHANGED] });
    expect(await countRows(t.app.db, 'applications')).toBe(before);
    expect((await submit({ wording_id: next.id, agreed: true }, [soft])).statusCode).toBe(200);
  });

  it('lets a rewording wait for a submit in flight, so no consent names a replaced wording', async () => {
    const wording = await wordingInForce();
    let reworded = false;
    let rewording: Promise<unknown> = Promise.resolve();
    const errors = new FieldErrors();
    await t.app.db.transaction().execute(async (trx) => {
      // A submit between checking the consent and storing it.
      await checkConsent(
        trx,
        { wording_id: wording.id, receivers: [], agreed: true },
        null,
        errors,
      );
      rewording = t.app
        .inject({
          method: 'PUT',
          url: '/api/consent-wording',
          headers: bearer(admin),
          payload: { text: `Reworded while a submit was in flight (${String(Date.now())}).` },
        })
        .then((response) => {
          reworded = response.statusCode === 200;
        });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(reworded).toBe(false);
    });
    await rewording;
    expect(reworded).toBe(true);
    expect(errors.isEmpty).toBe(true);
  });
});
