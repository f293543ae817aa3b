import {
  ZTrackCertificateApplicationResponse,
  type TCertificateApplication,
  type TTrackedCertificateApplication,
} from '@registrar/shared-api/contracts';
import { startTestApp, type TestApp } from './support/app';
import { oneDatabaseTarget } from './support/databases';
import { domesticDelivery } from './support/delivery';
import { withIdentity } from './support/identity';
import * as redaction from './support/track-redaction';

/**
 * Certificate applications are tracked like transcripts (security-track-redaction.test.ts). GET /certificate-applications/track/:reference alone, or
 * with a wrong email, answers the redacted view; with the applicant's email the full record.
 */

describe.each(oneDatabaseTarget())(
  'certificate track without and with the applicant email on $name',
  (target) => {
    let t: TestApp;
    let submitted: TCertificateApplication;
    let submission: { matric_number: string } & Record<string, unknown>;
    const track = (reference: string, query = '') =>
      t.app.inject({
        method: 'GET',
        url: `/api/certificate-applications/track/${encodeURIComponent(reference)}${query}`,
      });
    const submit = async (payload: { matric_number: string } & Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/certificate-applications',
        payload: await withIdentity(t.app.db, payload),
      });

    const subject: redaction.TrackedSubject = {
      track,
      trackingId: () => submitted.tracking_id,
      submitForEmail: async (email) => {
        const other = await submit({ ...submission, email_address: email });
        return (other.json() as { data: TCertificateApplication }).data.applicant.email;
      },
    };

    beforeAll(async () => {
      t = await startTestApp(target);
      const delivery = await domesticDelivery(t.app.db);
      submission = {
        matric_number: 'FUTD/10/0001',
        email_address: redaction.APPLICANT_EMAIL,
        phone: '+234 803 123 4567',
        kind: 'certificate',
        recipient_name: 'Graduate Admissions Office',
        recipient_address: '14 Kingsway Road, Ikoyi, Lagos',
        ...delivery,
      };
      const response = await submit(submission);
      expect(response.statusCode).toBe(200);
      submitted = (response.json() as { data: TCertificateApplication }).data;
      // Dispatch details, as the status change to 'dispatched' stamps them.
      await t.app.db
        .updateTable('application_copies')
        .set({ courier_name: 'GIG Logistics', waybill_number: 'GIG-998877' })
        .where('application_id', '=', submitted.id)
        .execute();
    });
    afterAll(() => t.close());

    it('answers the reference alone with the redacted view', async () => {
      const response = await track(submitted.tracking_id);
      const data = redaction.redactedData<TTrackedCertificateApplication>(
        response,
        ZTrackCertificateApplicationResponse,
        submitted.applicant,
      );
      expect(data.delivery).toEqual({
        ...submitted.delivery,
        recipient_name: 'G. A. O.',
        recipient_address: '•••',
        courier_name: 'GIG Logistics',
        waybill_number: 'GIG-998877',
      });
      // What the application is and where it stands is untouched.
      for (const key of [
        'tracking_id',
        'status',
        'kind',
        'enums',
        'certificate_fee',
        'delivery_fee',
        'total',
        'created_at',
        'history',
      ] as const)
        expect(data[key]).toEqual(submitted[key]);

      // No personal value appears anywhere in the body.
      redaction.expectNoSecrets(response.body, [
        ...redaction.applicantSecrets(submitted.applicant),
        'Graduate Admissions',
        'Kingsway',
      ]);
    });

    it("answers the applicant's email, in any case and with spaces, with the full record", async () => {
      for (const data of await redaction.fullRecords<TTrackedCertificateApplication>(
        subject,
        submitted.applicant,
      )) {
        expect(data.applicant.phone).toBe('+234 803 123 4567');
        expect(data.delivery).toMatchObject({
          recipient_name: 'Graduate Admissions Office',
          recipient_address: '14 Kingsway Road, Ikoyi, Lagos',
          waybill_number: 'GIG-998877',
        });
      }
    });

    redaction.itHidesWhetherAnEmailMatches(subject);
  },
);
