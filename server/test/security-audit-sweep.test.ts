import { createHash } from 'node:crypto';
import { type Endpoint, endpoints } from '@registrar/shared-api/contracts';
import type { Response as InjectResponse } from 'light-my-request';
import { markApplicationPaid } from '../src/modules/applications/service';
import { stepAt, totpCodeAt } from '../src/modules/auth/totp';
import { certificateDer } from '../src/modules/signing/certificates';
import { bearer, signIn, startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';
import { withIdentity } from './support/identity';
import * as payments from './support/payments-fixtures';
import { transcriptPdf } from './support/pdf-fixtures';
import { sampleBody, sampleOf } from './support/sample-input';
import { pngImage } from './security-uploads-fixtures';
import { graduateByMatric, staffUserId } from './support/rows';
import { type RecordsFeedStandIn, startRecordsFeed } from '../scripts/records-feed-stand-in';

/**
 * ASVS V16.3.3: every settings or state change leaves an audit record. The endpoints
 * come from the shared contract list: every `auth: true` endpoint that is not a GET is called
 * once, successfully, as an administrator, with a body sampled from its zod schema (fixed up
 * below where a valid request needs real rows), and must write at least one `audit_log` row
 * naming that administrator. A new endpoint fails this test until it has a recipe here (and
 * audits) or an entry in NO_AUDIT with the reason it changes nothing worth recording.
 */

type Name = keyof typeof endpoints;

/** Non-GET staff endpoints that legitimately write no audit row, each with why. */
const NO_AUDIT: Partial<Record<Name, string>> = {
  checkRecordsSource: 'reads the records source and answers what it found; nothing is written',
};

const stateChanging = (Object.entries(endpoints) as [Name, Endpoint][]).filter(
  ([, endpoint]) => endpoint.auth && endpoint.method !== 'GET',
);

/** What a recipe adds to the sampled request. */
interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  /** Merged over the body sampled from the contract (an object), or the raw upload. */
  body?: Record<string, unknown>;
  raw?: { payload: Buffer; contentType: string };
  /** Another staff token (default: the administrator's). */
  token?: string;
}

interface Fixtures {
  t: TestApp;
  admin: string;
  adminId: number;
  /** Calls an endpoint as the administrator (setup; its audit rows are not counted). */
  api: (method: string, url: string, payload?: object) => Promise<InjectResponse>;
}

const ok = async (response: InjectResponse) => {
  if (response.statusCode >= 300) throw new Error(`setup failed: ${response.body}`);
  return response.json() as { data: Record<string, unknown> & { id: number } };
};
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A paid application moved to `status` along the state machine (paid → processing …). */
async function applicationAt(fx: Fixtures, ...steps: string[]) {
  const { id } = await payments.submitApplication(fx.t, `sweep.${unique()}@example.com`);
  await fx.t.app.db.transaction().execute((trx) => markApplicationPaid(trx, id, `SWEEP-${id}`));
  for (const status of steps)
    await ok(await fx.api('PATCH', `/applications/${id}/status`, { status }));
  return id;
}

async function graduateId(fx: Fixtures, matric = 'FUTD/10/0001') {
  const row = await graduateByMatric(fx.t.app.db, matric);
  return row.id;
}

async function newGraduate(fx: Fixtures) {
  const body = sampleBody('createGraduate', endpoints.createGraduate.body);
  return (
    await ok(await fx.api('POST', '/graduates', { ...body, matric_number: `SW/${unique()}` }))
  ).data.id;
}

async function newTranscriptRate(fx: Fixtures) {
  const body = { purpose: `Sweep ${unique()}`, type: 'official', soft_copy: 100, hard_copy: 200 };
  return (await ok(await fx.api('POST', '/transcript-rates', body))).data.id;
}

async function uploadCopy(fx: Fixtures, graduate: number) {
  const response = await fx.t.app.inject({
    method: 'POST',
    url: `/api/graduates/${graduate}/copies?title=Official%20transcript&file_name=t.pdf`,
    headers: { ...bearer(fx.admin), 'content-type': 'application/pdf' },
    payload: await transcriptPdf([{}]),
  });
  return (await ok(response)).data.id;
}

async function templateId(fx: Fixtures) {
  const row = await fx.t.app.db
    .selectFrom('certificate_templates')
    .select('id')
    .where('is_active', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A soft copy sent by link: the application, its copy and the link (documents module). */
async function sentSoftCopy(fx: Fixtures) {
  await uploadCopy(fx, await graduateId(fx));
  const id = await applicationAt(fx, 'processing', 'sent');
  const links = (await ok(await fx.api('GET', `/applications/${id}/document-links`)))
    .data as unknown as {
    id: number;
    copy_id: number;
  }[];
  return { id, link: links[0]! };
}

/** A payment of an application; paid through the local provider's signed webhook when asked. */
async function payment(fx: Fixtures, settle: boolean) {
  const application = await payments.submitApplication(fx.t, `payer.${unique()}@example.com`);
  const started = (
    await payments.initialize(fx.t, { kind: 'application', tracking_id: application.tracking_id })
  ).json().data as { reference: string; amount: number };
  if (settle) {
    await payments.settleLocally(fx.t, started);
  }
  return (await payments.paymentRow(fx.t, started.reference)).id;
}

/** TOTP of the administrator: enrolment started, and the secret it returned. */
async function startedTotp(fx: Fixtures) {
  const started = await ok(await fx.api('POST', '/auth/totp/enrolment', {}));
  return String(started.data.secret);
}
const currentCode = async (fx: Fixtures, secret: string) => {
  // The step the confirming code used is spent: let the next call use the current one.
  await fx.t.app.db
    .updateTable('staff_users')
    .set({ totp_last_step: null })
    .where('id', '=', fx.adminId)
    .execute();
  return totpCodeAt(secret, stepAt(new Date()));
};

/**
 * Create, update and delete recipes of a reference list whose rows have a unique `name`: update
 * and delete each act on a row made for them (`seed`: the rest of its create body).
 */
function namedListRecipes(
  noun: string,
  path: string,
  seed: (op: 'update' | 'delete') => object,
): Partial<Record<Name, (fx: Fixtures) => Promise<Call>>> {
  const name = () => `Sweep ${unique()}`;
  const created = async (fx: Fixtures, op: 'update' | 'delete') =>
    (await ok(await fx.api('POST', path, { ...seed(op), name: name() }))).data.id;
  return {
    [`create${noun}`]: async () => ({ body: { name: name() } }),
    [`update${noun}`]: async (fx: Fixtures) => ({
      params: { id: await created(fx, 'update') },
      body: { name: name() },
    }),
    [`delete${noun}`]: async (fx: Fixtures) => ({ params: { id: await created(fx, 'delete') } }),
  };
}

/** The public holidays: each recipe a day of its own (a day is held once), far in the future. */
function holidayRecipes(): Partial<Record<Name, (fx: Fixtures) => Promise<Call>>> {
  let day = 0;
  const next = () => {
    day += 1;
    return { date: `2031-03-${String(day).padStart(2, '0')}`, name: `Sweep ${unique()}` };
  };
  const created = async (fx: Fixtures) =>
    (await ok(await fx.api('POST', '/public-holidays', next()))).data.id;
  return {
    createPublicHoliday: async () => ({ body: next() }),
    updatePublicHoliday: async (fx) => ({ params: { id: await created(fx) }, body: next() }),
    deletePublicHoliday: async (fx) => ({ params: { id: await created(fx) } }),
  };
}

/** How to make each endpoint succeed. Ids come from rows each recipe makes or finds. */
const recipes: Partial<Record<Name, (fx: Fixtures) => Promise<Call>>> = {
  logout: async (fx) => ({ token: await signIn(fx.t.app, fx.t.admin) }),
  startTotpEnrolment: async () => ({}),
  confirmTotpEnrolment: async (fx) => {
    const secret = await startedTotp(fx);
    return { body: { code: totpCodeAt(secret, stepAt(new Date())) } };
  },
  disableTotp: async (fx) => {
    // From TOTP off (confirmTotpEnrolment above turned it on): enrol, then turn it off.
    await fx.t.app.db
      .updateTable('staff_users')
      .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
      .where('id', '=', fx.adminId)
      .execute();
    const secret = await startedTotp(fx);
    await ok(
      await fx.api('POST', '/auth/totp/enrolment/confirm', {
        code: totpCodeAt(secret, stepAt(new Date())),
      }),
    );
    return { body: { password: fx.t.admin.password, code: await currentCode(fx, secret) } };
  },
  updateInstitution: async () => ({
    params: { id: 1 },
    body: { logo_url: null, text_logo_url: null, banner_url: null },
  }),
  updateConsentWording: async () => ({}),
  uploadInstitutionAsset: async () => ({
    params: { id: 1, kind: 'logo' },
    raw: { payload: await pngImage(), contentType: 'image/png' },
  }),
  createTranscriptRate: async () => ({ body: { purpose: `Sweep ${unique()}`, type: 'official' } }),
  updateTranscriptRate: async (fx) => ({
    params: { id: await newTranscriptRate(fx) },
    body: { purpose: `Sweep ${unique()}`, type: 'official' },
  }),
  deleteTranscriptRate: async (fx) => ({ params: { id: await newTranscriptRate(fx) } }),
  createDeliveryRate: async (fx) => {
    // One rate per delivery type: free the domestic one first.
    await fx.t.app.db
      .deleteFrom('delivery_rates')
      .where('delivery_type', '=', 'domestic')
      .execute();
    return { body: { delivery_type: 'domestic', rate: 350000 } };
  },
  updateDeliveryRate: async (fx) => {
    const row = await fx.t.app.db
      .selectFrom('delivery_rates')
      .select(['id', 'delivery_type'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return { params: { id: row.id }, body: { delivery_type: row.delivery_type, rate: 360000 } };
  },
  ...namedListRecipes('Region', '/regions', (op) => ({ type: op === 'update' ? 1 : 2 })),
  ...namedListRecipes('Courier', '/couriers', () =>
    sampleBody('createCourier', endpoints.createCourier.body),
  ),
  ...namedListRecipes('ApplicationType', '/application-types', () => ({})),
  ...namedListRecipes('Programme', '/programmes', () =>
    sampleBody('createProgramme', endpoints.createProgramme.body),
  ),
  ...namedListRecipes('PaymentType', '/payment-types', () => ({ amount: 500 })),
  ...namedListRecipes('Recipient', '/recipients', () =>
    sampleBody('createRecipient', endpoints.createRecipient.body),
  ),
  ...holidayRecipes(),
  ...namedListRecipes('HoldReason', '/hold-reasons', () => ({
    instructions: 'Reply to the registry.',
    applicant_action: 'reply',
  })),
  updateApplicationStatus: async (fx) => ({
    params: { id: await applicationAt(fx) },
    body: { status: 'processing' },
  }),
  confirmCopyReceiver: async (fx) => {
    const submitted = await fx.t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: await withIdentity(fx.t.app.db, {
        matric_number: 'FUTD/10/0001',
        email_address: `sweep.${unique()}@example.com`,
        copies: [
          {
            purpose: 'Further Studies',
            type: 'official',
            format: 'soft_copy',
            recipient_email: 'admissions@unlisted.example',
          },
        ],
      }),
    });
    const { data } = (await ok(submitted)) as { data: { id: number; copies: { id: number }[] } };
    return { params: { id: data.id, copyId: data.copies[0]?.id ?? 0 } };
  },
  bulkUpdateApplicationStatus: async (fx) => ({
    body: { ids: [await applicationAt(fx), await applicationAt(fx)], status: 'processing' },
  }),
  postApplicationMessage: async (fx) => ({ params: { id: await applicationAt(fx) } }),
  postCertificateApplicationMessage: async (fx) => ({
    params: { id: (await payments.submitCertificateApplication(fx.t)).id },
  }),
  createGraduate: async () => ({ body: { matric_number: `SW/${unique()}` } }),
  updateGraduate: async (fx) => ({
    params: { id: await newGraduate(fx) },
    body: { matric_number: `SW/${unique()}` },
  }),
  deleteGraduate: async (fx) => ({ params: { id: await newGraduate(fx) } }),
  importGraduates: async () => ({
    body: {
      csv: [
        'matric_number,surname,first_name,other_names,email,programme,faculty,department,degree,class_of_degree,graduation_year',
        `SW/${unique()},Okafor,Chioma,,,Computer Science,Computing,Computer Science,B.Tech.,First Class,2019`,
      ].join('\n'),
    },
  }),
  createStaffUser: async () => {
    const handle = unique();
    return {
      body: {
        username: `sweep${handle}`,
        email: `sweep.${handle}@registrar.test`,
        role: 'registry_officer',
        password: 'sweep-long-password-9431',
      },
    };
  },
  updateStaffUser: async (fx) => {
    const { id, email } = await staffUser(fx);
    return { params: { id }, body: { email, role: 'bursary' } };
  },
  setStaffUserPassword: async (fx) => ({
    params: { id: (await staffUser(fx)).id },
    body: { password: 'another-long-password-5521' },
  }),
  createCertificateTemplate: async () => ({
    body: { name: `Sweep ${unique()}`, body_template: 'Awarded to {{full_name}}.' },
  }),
  updateCertificateTemplate: async (fx) => ({
    params: { id: await newTemplate(fx) },
    body: { name: `Sweep ${unique()}`, body_template: 'Conferred on {{full_name}}.' },
  }),
  deleteCertificateTemplate: async (fx) => ({ params: { id: await newTemplate(fx) } }),
  updateCertificateApplicationStatus: async (fx) => ({
    params: { id: (await payments.submitCertificateApplication(fx.t)).id },
    body: { status: 'cancelled' },
  }),
  bulkUpdateCertificateApplicationStatus: async (fx) => ({
    body: { ids: [(await payments.submitCertificateApplication(fx.t)).id], status: 'cancelled' },
  }),
  uploadGraduateCopy: async (fx) => ({
    params: { id: await graduateId(fx) },
    query: { title: 'Official transcript', file_name: 'transcript.pdf' },
    raw: { payload: await transcriptPdf([{}]), contentType: 'application/pdf' },
  }),
  deleteGraduateCopy: async (fx) => ({
    params: { id: await uploadCopy(fx, await graduateId(fx)) },
  }),
  // A certificate is issued once its application is paid (modules/graduate-certificates).
  issueCertificateApplicationCertificate: async (fx) => {
    const { id } = await payments.submitCertificateApplication(fx.t);
    await fx.t.app.db
      .updateTable('applications')
      .set({ status: 'paid' })
      .where('id', '=', id)
      .execute();
    return { params: { id }, body: { template_id: await templateId(fx) } };
  },
  issueGraduateCertificate: async (fx) => ({
    params: { id: await graduateId(fx) },
    body: { template_id: await templateId(fx) },
  }),
  revokeGraduateCertificate: async (fx) => {
    const issued = await ok(
      await fx.api('POST', `/graduates/${await graduateId(fx)}/certificates`, {
        template_id: await templateId(fx),
      }),
    );
    return { params: { id: issued.data.id }, body: { reason: 'Issued in error' } };
  },
  // An earlier key of the institution, beside another it trusts (neither the current key nor
  // the last trusted one can be retired).
  retireSigningKey: async (fx) => {
    const certificate = certificateDer(await fx.t.app.signer.identity());
    const fingerprintOf = (seed: string) => createHash('sha256').update(seed).digest('hex');
    const [fingerprint, successor] = [fingerprintOf(unique()), fingerprintOf(unique())];
    await fx.t.app.db
      .insertInto('signing_certificates')
      .values([
        { fingerprint, subject: 'An earlier key', certificate, development: false },
        { fingerprint: successor, subject: 'Its successor', certificate, development: false },
      ])
      .execute();
    return { params: { fingerprint }, body: { reason: 'The key file leaked' } };
  },
  reverifyPayment: async (fx) => ({ params: { id: await payment(fx, false) } }),
  refundPayment: async (fx) => ({
    params: { id: await payment(fx, true) },
    body: { reason: 'Paid twice by mistake' },
  }),
  retryMail: async (fx) => {
    await payments.submitApplication(fx.t, `mail.${unique()}@example.com`);
    const job = await fx.t.app.db
      .updateTable('outbox')
      .set({ status: 'failed' })
      .where('id', '=', (eb) => eb.selectFrom('outbox').select((e) => e.fn.max('id').as('m')))
      .returning('id')
      .executeTakeFirstOrThrow();
    return { params: { id: job.id } };
  },
  resendDocumentLink: async (fx) => {
    const { id, link } = await sentSoftCopy(fx);
    return { params: { id }, body: { copy_id: link.copy_id } };
  },
  revokeDocumentLink: async (fx) => {
    const { id, link } = await sentSoftCopy(fx);
    return { params: { id, linkId: link.id }, body: { reason: 'Sent to the wrong office' } };
  },
  // An applicant asks for a check (public); staff clear it, setting the record's contact.
  decideIdentityCheck: async (fx) => {
    await ok(
      await fx.t.app.inject({
        method: 'POST',
        url: '/api/identity/checks',
        payload: {
          matric_number: 'FUTD/12/0003',
          full_name: 'Aisha Bello',
          email_address: 'aisha.b@example.org',
        },
      }),
    );
    const check = await fx.t.app.db
      .selectFrom('identity_checks')
      .select('id')
      .where('status', '=', 'pending')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { params: { id: check.id }, body: { decision: 'clear', email: 'aisha.b@example.org' } };
  },
  updateRecordsSource: async () => ({}),
  startRecordsSync: async (fx) => {
    await readyRun(fx);
    return { body: { mode: 'full' } };
  },
  applyRecordsSyncRun: async (fx) => ({ params: { id: (await readyRun(fx)).id } }),
  discardRecordsSyncRun: async (fx) => ({ params: { id: (await readyRun(fx)).id } }),
  decideRecordsSyncConflict: async (fx) => {
    const { id, seq } = await readyRun(fx);
    return { params: { id, seq }, body: { keep: 'local' } };
  },
};

let feed: RecordsFeedStandIn | undefined;

/**
 * The records source set to a stand-in feed holding one student whose record staff typed by hand
 * with another surname (a conflict), and a run of it read and ready.
 */
async function readyRun(fx: Fixtures) {
  await fx.t.app.recordsSync.settled();
  feed ??= await startRecordsFeed({
    catalogue: { sessions: [{ code: '2019/2020', name: '2019/2020' }], programmes: [] },
  });
  const matric = `SW/${unique()}`.toUpperCase();
  await ok(
    await fx.api('POST', '/graduates', {
      ...sampleBody('createGraduate', endpoints.createGraduate.body),
      matric_number: matric,
      surname: 'Typed-By-Hand',
    }),
  );
  feed.rows.push({
    ...sampleBody('createGraduate', endpoints.createGraduate.body),
    matric_number: matric,
    surname: 'From-The-Source',
    graduation_session: '2019/2020',
  });
  await ok(
    await fx.api('PUT', '/records-source', {
      kind: 'http',
      base_url: feed.url,
      file_location: null,
      sync_every_hours: null,
      auto_apply: false,
    }),
  );
  const run = await ok(await fx.api('POST', '/records-sync/runs', { mode: 'full' }));
  await fx.t.app.recordsSync.settled();
  const conflict = await fx.t.app.db
    .selectFrom('records_sync_rows')
    .select('seq')
    .where('run_id', '=', run.data.id)
    .where('kind', '=', 'conflict')
    .executeTakeFirstOrThrow();
  return { id: run.data.id, seq: conflict.seq };
}

async function staffUser(fx: Fixtures) {
  const handle = unique();
  const created = await ok(
    await fx.api('POST', '/staff-users', {
      name: 'Sweep Staff',
      username: `sweep${handle}`,
      email: `sweep.${handle}@registrar.test`,
      role: 'registry_officer',
      password: 'sweep-long-password-9431',
    }),
  );
  return { id: created.data.id, email: `sweep.${handle}@registrar.test` };
}

async function newTemplate(fx: Fixtures) {
  const body = sampleBody('createCertificateTemplate', endpoints.createCertificateTemplate.body);
  return (
    await ok(
      await fx.api('POST', '/certificate-templates', {
        ...body,
        name: `Sweep ${unique()}`,
        body_template: 'Awarded to {{full_name}}.',
      }),
    )
  ).data.id;
}

describe('the audit sweep', () => {
  it('has a recipe or a reason for every state-changing staff endpoint, and only for those', () => {
    const names = stateChanging.map(([name]) => name).sort();
    const covered = [...Object.keys(recipes), ...Object.keys(NO_AUDIT)].sort();
    expect(covered).toEqual(names);
  });
});

describe.each(databaseTargets())(
  'every state-changing staff endpoint is audited on $name',
  (target) => {
    const fx = {} as Fixtures;
    const seen: Record<string, string[]> = {};
    payments.useLocalPayments();
    beforeAll(async () => {
      fx.t = await startTestApp(target, {
        recordsSource: { token: 'feed-token' },
        documents: {
          publicUrl: 'https://registry.test',
          mail: { from: 'r@registry.test' },
          outboxIntervalMs: 0,
        },
      });
      fx.admin = await signIn(fx.t.app, fx.t.admin);
      fx.adminId = await staffUserId(fx.t.app.db, fx.t.admin.email);
      fx.api = (method, url, payload) =>
        fx.t.app.inject({
          method: method as 'GET',
          url: `/api${url}`,
          headers: bearer(fx.admin),
          ...(payload ? { payload } : {}),
        });
    });
    afterAll(async () => {
      // The figures: which audit actions each endpoint wrote.
      console.log(
        `audit sweep on ${target.name}: ${String(Object.keys(seen).length)} endpoints audited\n` +
          Object.entries(seen)
            .map(([name, actions]) => `  ${name}: ${actions.join(', ')}`)
            .join('\n'),
      );
      await fx.t.close();
      await feed?.close();
      feed = undefined;
    });

    const lastAuditId = async () =>
      Number(
        (
          await fx.t.app.db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.max('id').as('id'))
            .executeTakeFirstOrThrow()
        ).id ?? 0,
      );

    it.each(stateChanging.filter(([name]) => !(name in NO_AUDIT)))(
      '%s writes an audit record naming the administrator',
      async (name, endpoint) => {
        const recipe = recipes[name];
        if (!recipe) throw new Error(`no recipe for ${name}`);
        const call = await recipe(fx);
        const url = `/api${endpoint.path.replace(/:(\w+)/g, (_, key: string) => String(call.params?.[key]))}`;
        const query = endpoint.query
          ? { ...(sampleOf(endpoint.query) as Record<string, string>), ...call.query }
          : call.query;
        const search = query ? `?${new URLSearchParams(query).toString()}` : '';
        const payload = call.raw
          ? call.raw.payload
          : endpoint.body
            ? { ...sampleBody(name, endpoint.body), ...call.body }
            : undefined;
        const before = await lastAuditId();
        const response = await fx.t.app.inject({
          method: endpoint.method,
          url: `${url}${search}`,
          headers: {
            ...bearer(call.token ?? fx.admin),
            ...(call.raw ? { 'content-type': call.raw.contentType } : {}),
          },
          ...(payload === undefined ? {} : { payload }),
        });
        const answer =
          response.statusCode < 300 ? 'success' : `${response.statusCode} ${response.body}`;
        expect({ name, answer }).toEqual({ name, answer: 'success' });
        const rows = await fx.t.app.db
          .selectFrom('audit_log')
          .select(['action', 'actor_user_id', 'details'])
          .where('id', '>', before)
          .orderBy('id')
          .execute();
        seen[name] = rows.map((row) => row.action);
        // No password or second-factor code given in the request reaches the record (V16.2.5).
        const given = payload && !Buffer.isBuffer(payload) ? payload : {};
        const secrets = ['password', 'code'].flatMap((key) =>
          typeof given[key] === 'string' ? [given[key]] : [],
        );
        for (const secret of secrets)
          expect(JSON.stringify(rows.map((row) => row.details))).not.toContain(secret);
        expect({ name, actors: rows.map((row) => row.actor_user_id) }).toEqual({
          name,
          actors: expect.arrayContaining([fx.adminId]) as number[],
        });
      },
    );
  },
);
