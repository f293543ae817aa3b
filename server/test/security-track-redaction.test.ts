import {
  ZTrackApplicationResponse,
  type TApplication,
  type TTrackedApplication,
} from '@registrar/shared-api/contracts';
import { initialsOf, maskEmail, maskPhone } from '../src/modules/applications/redaction';
import { startTestApp, type TestApp } from './support/app';
import { oneDatabaseTarget } from './support/databases';
import { withIdentity } from './support/identity';
import * as redaction from './support/track-redaction';

/**
 * Applicant data only with the tracking reference and the applicant's email.
 * GET /applications/track/:reference alone (or with a wrong email) answers the redacted view;
 * with the applicant's email, in any case, the full record. Neither carries an internal id
 * (security-public-answers.test.ts walks every public answer for ids, notes and the year).
 */

const submission = {
  matric_number: 'FUTD/10/0001',
  email_address: redaction.APPLICANT_EMAIL,
  phone_number: '+234 803 123 4567',
  copies: [
    {
      purpose: 'Further Studies',
      type: 'undergraduate',
      format: 'soft_copy',
      recipient_email: 'admissions.office@uni-abroad.example',
    },
    {
      purpose: 'Further Studies',
      type: 'undergraduate',
      format: 'hard_copy',
      recipient_name: 'Graduate Admissions Office',
      recipient_address: '14 Kingsway Road, Ikoyi, Lagos',
      reference_number: 'WES-77123456',
      region_id: 1,
      courier_id: 1,
    },
  ],
};

describe('masks', () => {
  it.each([
    ['Okafor', 'O.'],
    ['Mary-Jane Ann', 'M. J. A.'],
    ['  émile ', 'É.'],
    ['', '•••'],
  ])('initials of %j → %j', (name, expected) => expect(initialsOf(name)).toBe(expected));

  it.each([
    ['jane.doe@example.org', 'j•••@example.org'],
    ['a@b.example', 'a•••@b.example'],
    ['no-at-sign', '•••'],
  ])('email %j → %j', (email, expected) => expect(maskEmail(email)).toBe(expected));

  it.each([
    ['+234 803 123 4567', '•••67'],
    ['12345', '•••'],
  ])('phone %j → %j', (phone, expected) => expect(maskPhone(phone)).toBe(expected));
});

describe.each(oneDatabaseTarget())(
  'track without and with the applicant email on $name',
  (target) => {
    let t: TestApp;
    let submitted: TApplication;
    const track = (reference: string, query = '') =>
      t.app.inject({
        method: 'GET',
        url: `/api/applications/track/${encodeURIComponent(reference)}${query}`,
      });

    const subject: redaction.TrackedSubject = {
      track,
      trackingId: () => submitted.tracking_id,
      submitForEmail: async (email) => {
        const other = await t.app.inject({
          method: 'POST',
          url: '/api/applications',
          payload: await withIdentity(t.app.db, { ...submission, email_address: email }),
        });
        return (other.json() as { data: TApplication }).data.applicant.email;
      },
    };

    beforeAll(async () => {
      t = await startTestApp(target);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/applications',
        payload: await withIdentity(t.app.db, submission),
      });
      expect(response.statusCode).toBe(200);
      submitted = (response.json() as { data: TApplication }).data;
      // Dispatch details of the hard copy, as the status change to 'dispatched' stamps them.
      await t.app.db
        .updateTable('application_copies')
        .set({
          courier_name: 'GIG Logistics',
          waybill_number: 'GIG-998877',
          dispatched_at: new Date('2025-03-10T14:05:00Z'),
        })
        .where('application_id', '=', submitted.id)
        .where('format', '=', 'hard_copy')
        .execute();
    });
    afterAll(() => t.close());

    it('answers the reference alone with the redacted view', async () => {
      const response = await track(submitted.tracking_id);
      const data = redaction.redactedData<TTrackedApplication>(
        response,
        ZTrackApplicationResponse,
        submitted.applicant,
      );
      const [soft, hard] = data.copies;
      expect(soft).toMatchObject({
        format: 'soft_copy',
        recipient_email: 'a•••@uni-abroad.example',
        recipient_name: null,
        recipient_address: null,
      });
      expect(hard).toMatchObject({
        format: 'hard_copy',
        purpose: 'Further Studies',
        type: 'undergraduate',
        // Where the copy goes is an organisation: its name is shown; how to reach it is not.
        recipient_name: 'Graduate Admissions Office',
        recipient_address: '•••',
        reference_number: '•••',
        courier_name: 'GIG Logistics',
        waybill_number: 'GIG-998877',
        dispatched_at: '2025-03-10T14:05:00.000Z',
      });
      // What the application is and where it stands is untouched.
      for (const key of [
        'tracking_id',
        'status',
        'enums',
        'transcript_fee',
        'delivery_fee',
        'total',
        'created_at',
        'history',
      ] as const)
        expect(data[key]).toEqual(submitted[key]);
      expect(
        data.copies.map(({ rate, delivery_fee, region_id, courier_id, enums }) => ({
          rate,
          delivery_fee,
          region_id,
          courier_id,
          enums,
        })),
      ).toEqual(
        submitted.copies.map(({ rate, delivery_fee, region_id, courier_id, enums }) => ({
          rate,
          delivery_fee,
          region_id,
          courier_id,
          enums,
        })),
      );

      // No personal value appears anywhere in the body.
      redaction.expectNoSecrets(response.body, [
        ...redaction.applicantSecrets(submitted.applicant),
        'admissions.office',
        'Kingsway',
        'WES-77123456',
      ]);
    });

    it("answers the applicant's email, in any case and with spaces, with the full record", async () => {
      for (const data of await redaction.fullRecords<TTrackedApplication>(
        subject,
        submitted.applicant,
      )) {
        expect(data.copies[1]).toMatchObject({
          recipient_name: 'Graduate Admissions Office',
          recipient_address: '14 Kingsway Road, Ikoyi, Lagos',
          reference_number: 'WES-77123456',
          waybill_number: 'GIG-998877',
        });
        expect(data.copies[0]?.recipient_email).toBe('admissions.office@uni-abroad.example');
      }
    });

    it("shows an organisation recipient's name as stored, and initials where a copy goes to the applicant themself", async () => {
      const applicant = submitted.applicant;
      const hardCopy = submission.copies[1]!;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/applications',
        payload: await withIdentity(t.app.db, {
          ...submission,
          copies: [
            { ...hardCopy, recipient_name: 'Admissions Office, University of Lagos' },
            { ...hardCopy, recipient_name: `Mr ${applicant.first_name} ${applicant.surname}` },
            { ...hardCopy, recipient_name: `${applicant.surname.toUpperCase()}, c/o HR Dept` },
          ],
        }),
      });
      expect(response.statusCode).toBe(200);
      const tracked = (
        await track((response.json() as { data: TApplication }).data.tracking_id)
      ).json() as { data: TTrackedApplication };
      expect(tracked.data.copies.map((copy) => copy.recipient_name)).toEqual([
        'Admissions Office, University of Lagos',
        initialsOf(`Mr ${applicant.first_name} ${applicant.surname}`),
        initialsOf(`${applicant.surname.toUpperCase()}, c/o HR Dept`),
      ]);
    });

    redaction.itHidesWhetherAnEmailMatches(subject);
  },
);
