import { type Endpoint, endpoints } from '@registrar/shared-api/contracts';
import type { StaffRole } from '../src/db/schema';
import { hashToken } from '../src/lib/tokens';
import { addStaffAndSignIn, bearer, signIn, startTestApp, type TestApp } from './support/app';
import { oneDatabaseTarget } from './support/databases';
import { sampleBody, sampleOf } from './support/sample-input';

/**
 * The authorization matrix. Every contract endpoint with `auth: true` ×
 * {no token, expired token, revoked token, administrator, registry_officer, bursary} → 401 for
 * the first three, 403 for a role the service refuses, anything but 401/403 (and never 5xx) for
 * a role it allows. The table below is read from the services' assertRole calls (the truth);
 * docs/security.md lists where the admin console's sidebar disagrees.
 */

const ALL: StaffRole[] = ['administrator', 'registry_officer', 'bursary'];
const ADMIN: StaffRole[] = ['administrator'];
const REGISTRY: StaffRole[] = ['administrator', 'registry_officer'];
const PAYMENTS: StaffRole[] = ['administrator', 'bursary'];

type Name = keyof typeof endpoints;

export const allowedRoles: Partial<Record<Name, StaffRole[]>> = {
  getAuthUser: ALL,
  logout: ALL,
  // TOTP second factor: each staff user manages their own.
  getTotpStatus: ALL,
  startTotpEnrolment: ALL,
  confirmTotpEnrolment: ALL,
  disableTotp: ALL,
  getDashboard: ALL,
  updateInstitution: ADMIN,
  updateConsentWording: ADMIN,
  uploadInstitutionAsset: ADMIN,
  // Settings lists: any staff; writes: see each module's `writers`.
  listTranscriptRates: ALL,
  createTranscriptRate: PAYMENTS,
  updateTranscriptRate: PAYMENTS,
  deleteTranscriptRate: PAYMENTS,
  getMissingRateCombinations: ALL,
  listDeliveryRates: ALL,
  createDeliveryRate: PAYMENTS,
  updateDeliveryRate: PAYMENTS,
  listRegions: ALL,
  createRegion: ADMIN,
  updateRegion: ADMIN,
  deleteRegion: ADMIN,
  listCouriers: ALL,
  createCourier: ADMIN,
  updateCourier: ADMIN,
  deleteCourier: ADMIN,
  listApplicationTypes: ALL,
  createApplicationType: ADMIN,
  updateApplicationType: ADMIN,
  deleteApplicationType: ADMIN,
  listProgrammes: ALL,
  createProgramme: ADMIN,
  updateProgramme: ADMIN,
  deleteProgramme: ADMIN,
  listPaymentTypes: ALL,
  createPaymentType: PAYMENTS,
  updatePaymentType: PAYMENTS,
  deletePaymentType: PAYMENTS,
  listRecipients: ALL,
  createRecipient: REGISTRY,
  updateRecipient: REGISTRY,
  deleteRecipient: REGISTRY,
  listHoldReasons: ALL,
  createHoldReason: REGISTRY,
  updateHoldReason: REGISTRY,
  deleteHoldReason: REGISTRY,
  listPublicHolidays: ALL,
  createPublicHoliday: REGISTRY,
  updatePublicHoliday: REGISTRY,
  deletePublicHoliday: REGISTRY,
  // Applications: registry reads and changes status; the bursary has payments, not applications.
  listApplications: REGISTRY,
  getApplication: REGISTRY,
  updateApplicationStatus: REGISTRY,
  bulkUpdateApplicationStatus: REGISTRY,
  confirmCopyReceiver: REGISTRY,
  listApplicationMessages: REGISTRY,
  postApplicationMessage: REGISTRY,
  listCertificateApplicationMessages: REGISTRY,
  postCertificateApplicationMessage: REGISTRY,
  listMessageThreads: REGISTRY,
  downloadMessageAttachment: REGISTRY,
  listGraduates: REGISTRY,
  listAcademicSessions: REGISTRY,
  getGraduate: REGISTRY,
  createGraduate: REGISTRY,
  updateGraduate: REGISTRY,
  deleteGraduate: REGISTRY,
  importGraduates: REGISTRY,
  listStaffUsers: ADMIN,
  createStaffUser: ADMIN,
  updateStaffUser: ADMIN,
  setStaffUserPassword: ADMIN,
  // Registry officers issue certificates, so they read the templates to choose one.
  listCertificateTemplates: REGISTRY,
  getCertificateTemplate: ADMIN,
  createCertificateTemplate: ADMIN,
  updateCertificateTemplate: ADMIN,
  deleteCertificateTemplate: ADMIN,
  previewCertificateTemplate: ADMIN,
  listCertificateApplications: REGISTRY,
  getCertificateApplication: REGISTRY,
  updateCertificateApplicationStatus: REGISTRY,
  bulkUpdateCertificateApplicationStatus: REGISTRY,
  uploadGraduateCopy: REGISTRY,
  listGraduateCopies: REGISTRY,
  downloadGraduateCopy: REGISTRY,
  deleteGraduateCopy: REGISTRY,
  issueGraduateCertificate: REGISTRY,
  listGraduateCertificates: REGISTRY,
  revokeGraduateCertificate: REGISTRY,
  downloadGraduateCertificate: REGISTRY,
  downloadGraduateCertificateCredential: REGISTRY,
  listSigningKeys: ADMIN,
  retireSigningKey: ADMIN,
  // A certificate application's own certificates, on its page.
  listCertificateApplicationCertificates: REGISTRY,
  issueCertificateApplicationCertificate: REGISTRY,
  listPayments: PAYMENTS,
  exportPayments: PAYMENTS,
  getPaymentDetail: PAYMENTS,
  reverifyPayment: PAYMENTS,
  refundPayment: PAYMENTS,
  listStandalonePayments: PAYMENTS,
  // An application's own payments, on its page: whoever reads the application.
  listApplicationPayments: ALL,
  listCertificateApplicationPayments: ALL,
  listMail: REGISTRY,
  downloadMail: REGISTRY,
  retryMail: REGISTRY,
  listDocumentLinks: REGISTRY,
  resendDocumentLink: REGISTRY,
  revokeDocumentLink: REGISTRY,
  // Confirming who an applicant is, for a record without a usable contact (modules/identity).
  listIdentityChecks: REGISTRY,
  decideIdentityCheck: REGISTRY,
  // The records source: where the register comes from is the administrator's to set.
  getRecordsSource: ADMIN,
  updateRecordsSource: ADMIN,
  checkRecordsSource: ADMIN,
  startRecordsSync: ADMIN,
  listRecordsSyncRuns: ADMIN,
  getRecordsSyncRun: ADMIN,
  listRecordsSyncRows: ADMIN,
  applyRecordsSyncRun: ADMIN,
  discardRecordsSyncRun: ADMIN,
  decideRecordsSyncConflict: ADMIN,
};

const protectedEndpoints = (Object.entries(endpoints) as [Name, Endpoint][]).filter(
  ([, endpoint]) => endpoint.auth,
);

/** An id no row has: an allowed role meets 404, a refused one 403 (the role is checked first). */
const MISSING_ID = '999999';

const requestFor = (name: Name, endpoint: Endpoint) => {
  const query = endpoint.query ? (sampleOf(endpoint.query) as Record<string, unknown>) : {};
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
  ).toString();
  const url = `/api${endpoint.path.replace(/:\w+/g, MISSING_ID)}${search ? `?${search}` : ''}`;
  const payload = endpoint.body ? sampleBody(name, endpoint.body) : undefined;
  return { method: endpoint.method, url, ...(payload ? { payload } : {}) };
};

describe('the role table', () => {
  it('names every protected endpoint, and only those', () => {
    expect(Object.keys(allowedRoles).sort()).toEqual(protectedEndpoints.map(([n]) => n).sort());
  });

  it('gives a request that passes validation for every endpoint', () => {
    for (const [name, endpoint] of protectedEndpoints) {
      const { payload } = requestFor(name, endpoint);
      if (endpoint.body)
        expect({ name, ok: endpoint.body.safeParse(payload).success }).toEqual({
          name,
          ok: true,
        });
    }
  });
});

describe.each(oneDatabaseTarget())('authorization matrix on $name', (target) => {
  let t: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  let expired: string;
  let revoked: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    tokens.administrator = await signIn(t.app, t.admin);
    tokens.registry_officer = await addStaffAndSignIn(t, {
      name: 'Officer',
      username: 'officer',
      email: 'officer@registrar.test',
      role: 'registry_officer',
    });
    tokens.bursary = await addStaffAndSignIn(t, {
      name: 'Bursar',
      username: 'bursar',
      email: 'bursar@registrar.test',
      role: 'bursary',
    });
    expired = await signIn(t.app, t.admin);
    await t.app.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(expired))
      .execute();
    revoked = await signIn(t.app, t.admin);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(revoked) });
  });
  afterAll(() => t.close());

  /** Logout revokes the token it is called with: give it a fresh one each time. */
  const tokenFor = async (name: Name, role: StaffRole) => {
    if (name !== 'logout') return tokens[role];
    const email = {
      administrator: t.admin.email,
      registry_officer: 'officer@registrar.test',
      bursary: 'bursar@registrar.test',
    }[role];
    return signIn(t.app, {
      email,
      password: role === 'administrator' ? t.admin.password : 'staff-password',
    });
  };

  it.each(protectedEndpoints)('%s: 401 without a live token', async (name, endpoint) => {
    const request = requestFor(name, endpoint);
    const cases: [string, Record<string, string>][] = [
      ['none', {}],
      ['expired', bearer(expired)],
      ['revoked', bearer(revoked)],
    ];
    const statuses = [];
    for (const [label, headers] of cases) {
      const response = await t.app.inject({ ...request, headers });
      statuses.push([label, response.statusCode]);
    }
    expect(statuses).toEqual([
      ['none', 401],
      ['expired', 401],
      ['revoked', 401],
    ]);
  });

  it.each(protectedEndpoints)(
    '%s: 403 for each refused role, served for each allowed one',
    async (name, endpoint) => {
      const allowed = allowedRoles[name] ?? [];
      const request = requestFor(name, endpoint);
      const seen: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const role of ALL) {
        const response = await t.app.inject({
          ...request,
          headers: bearer(await tokenFor(name, role)),
        });
        const status = response.statusCode;
        seen[role] =
          status === 403
            ? 'forbidden'
            : status === 401
              ? 'unauthenticated'
              : status >= 500
                ? `error ${status}`
                : 'served';
        expected[role] = allowed.includes(role) ? 'served' : 'forbidden';
        if (status === 422 && !allowed.includes(role)) seen[role] = `422 ${response.body}`;
      }
      expect(seen).toEqual(expected);
    },
  );
});
