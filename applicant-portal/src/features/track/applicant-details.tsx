import type { RequestFailure, TTrackedApplicant } from '@registrar/shared-api';
import { Button, fieldMessages } from '@registrar/shared-ui';
import { useLocation } from '@registrar/shared-ui/router';
import { useState } from 'react';
import { z } from 'zod';
import { EmailField } from '../../components/email-field';
import { FormErrorSummary } from '../../components/form-error-summary';
import { applyServerErrors, type FieldInfo } from '../../components/form-errors';
import styles from '../../components/page.module.css';
import { SummaryList } from '../../components/summary-list';
import { emailOfTrackState } from '../../components/track-link';
import { useSummaryForm } from '../../components/use-summary-form';

const schema = z.object({
  email: z
    .string()
    .trim()
    .min(1, fieldMessages.required)
    .max(254, 'Must be at most 254 characters')
    .pipe(z.email(fieldMessages.email)),
});
type Values = z.infer<typeof schema>;
const fields: FieldInfo<'email'>[] = [
  { name: 'email', id: 'track-details-email', label: 'Email address' },
];

/** The server answers a wrong email like no email (the redacted view): the form says so. */
export const EMAIL_MISMATCH = 'This is not the email address the application was made with';

/** What the applicant block needs of a tracked transcript or certificate application. */
export interface TrackedApplicant {
  tracking_id: string;
  redacted: boolean;
  applicant: TTrackedApplicant;
}

/**
 * Asks the server again with the applicant's email; answers the tracked application (the caller
 * keeps it when it is not redacted) or false after a failure (passed to `onFailure`).
 */
export type ShowDetails = (
  email: string,
  onFailure: (failure: RequestFailure) => void,
) => Promise<{ redacted: boolean } | false>;

/**
 * The applicant on the track page. With the reference alone the server sends names as initials,
 * contact details masked and no graduation year; the applicant's email brings the full record, which
 * replaces the tracked application until the page is left or reloaded (`showDetails`).
 */
export function ApplicantDetails({
  application,
  showDetails,
}: {
  application: TrackedApplicant;
  showDetails: ShowDetails;
}) {
  const { applicant } = application;
  const name = [applicant.surname, applicant.first_name, applicant.other_names]
    .filter(Boolean)
    .join(' ');
  return (
    <section aria-labelledby="track-applicant-heading">
      <h3 id="track-applicant-heading" className={styles.sectionTitle}>
        Applicant
      </h3>
      <SummaryList
        rows={[
          { key: 'Name', value: name },
          { key: 'Email', value: applicant.email },
          ...(applicant.phone
            ? [
                {
                  key: 'Phone',
                  value: applicant.phone_verified
                    ? `${applicant.phone} (SMS updates)`
                    : applicant.phone,
                },
              ]
            : []),
          ...(application.redacted
            ? []
            : [
                { key: 'Matric number', value: applicant.matric_number },
                { key: 'Programme', value: applicant.programme },
                ...(applicant.graduation_year === null
                  ? []
                  : [{ key: 'Year of graduation', value: String(applicant.graduation_year) }]),
              ]),
        ]}
      />
      {application.redacted && <ShowDetailsForm showDetails={showDetails} />}
    </section>
  );
}

function ShowDetailsForm({ showDetails }: { showDetails: ShowDetails }) {
  const [isLoading, setIsLoading] = useState(false);
  // A link from the applicant's own list brings the email they proved: prefilled, not sent.
  const broughtEmail = emailOfTrackState(useLocation().state);
  const {
    field,
    setError,
    submit,
    countFailure: failed,
    summary,
  } = useSummaryForm({ schema, fields, defaultValues: { email: broughtEmail ?? '' } });

  const show = async ({ email }: Values) => {
    setIsLoading(true);
    const response = await showDetails(email, (failure) => {
      applyServerErrors(failure.errors, setError, (path) =>
        path === 'email' ? 'email' : undefined,
      );
    });
    setIsLoading(false);
    if (!response) return failed();
    if (response.redacted) {
      setError('email', { type: 'server', message: EMAIL_MISMATCH });
      return failed();
    }
  };

  return (
    <form noValidate onSubmit={submit((values) => void show(values))}>
      <p>
        Names, contact details and addresses are hidden. Enter the email address you applied with to
        see them.
      </p>
      <FormErrorSummary {...summary} />
      <div className={`${styles.form} ${styles.inline}`}>
        <EmailField
          label="Email address"
          hint="The email address you applied with"
          {...field('email')}
        />
        <Button type="submit" variant="secondary" isLoading={isLoading}>
          Show my details
        </Button>
      </div>
    </form>
  );
}
