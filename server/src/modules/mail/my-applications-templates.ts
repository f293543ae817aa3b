import type { Branding } from './branding';
import type { Composed } from './format';
import { facts, link, p } from './layout';

/** The "My applications" emails' data (stored as the outbox job's payload). */
export interface MyApplicationsMailPayloads {
  /** `secret_token` is the code, dropped from the archived copy once sent. */
  my_applications_code: { minutes: number; secret_token?: string };
}

export const myApplicationsTemplates: {
  [T in keyof MyApplicationsMailPayloads]: {
    subject: (d: MyApplicationsMailPayloads[T]) => string;
    compose: (d: MyApplicationsMailPayloads[T], b: Branding) => Composed;
  };
} = {
  my_applications_code: {
    subject: () => 'Your code to see your applications',
    compose: (d, b) => ({
      title: 'Your code for My applications',
      // Nothing but the email is known of whoever asked: no name to greet.
      greeting: 'Hello,',
      blocks: [
        facts([['Code', d.secret_token ?? '[code hidden in the archive copy]']]),
        p(
          `Enter this code on the My applications page to see the applications and payments made with this email. It works once, for ${String(d.minutes)} minutes.`,
        ),
        p(
          'If you did not ask for it, ignore this email: nobody sees your applications without the code.',
        ),
        link('My applications', `${b.publicUrl}/my-applications`),
      ],
    }),
  },
};
