import type { Branding } from './branding';
import { type Composed, hello } from './format';
import { facts, link, p } from './layout';

/** The identity emails' data (stored as the outbox job's payload). */
export interface IdentityMailPayloads {
  /** The one-time code; `secret_token` is the code, dropped from the archived copy once sent. */
  identity_code: { first_name: string; minutes: number; secret_token?: string };
  identity_check_cleared: { full_name: string; contact: string };
  identity_check_refused: { full_name: string; note: string };
}

export const identityTemplates: {
  [T in keyof IdentityMailPayloads]: {
    subject: (d: IdentityMailPayloads[T]) => string;
    compose: (d: IdentityMailPayloads[T], b: Branding) => Composed;
  };
} = {
  identity_code: {
    subject: () => 'Your code to confirm your identity',
    compose: (d) => ({
      title: 'Your confirmation code',
      greeting: hello(d.first_name),
      blocks: [
        facts([['Code', d.secret_token ?? '[code hidden in the archive copy]']]),
        p(
          `Enter this code on the application page. It works once, for ${String(d.minutes)} minutes.`,
        ),
        p(
          'If you did not ask for it, someone may be trying to apply for your records: ignore this email, and nothing will be released.',
        ),
      ],
    }),
  },
  identity_check_cleared: {
    subject: () => 'The registry has confirmed your identity',
    compose: (d, b) => ({
      title: 'You can now apply',
      greeting: hello(d.full_name),
      blocks: [
        p(
          `The registry has confirmed who you are and put ${d.contact} on your record. Start your application again: we will send your code there.`,
        ),
        link('Start an application', `${b.publicUrl}/start-application`),
      ],
    }),
  },
  identity_check_refused: {
    subject: () => 'The registry could not confirm your identity',
    compose: (d, b) => ({
      title: 'We could not confirm your identity',
      greeting: hello(d.full_name),
      blocks: [
        facts([['Reason', d.note]]),
        p('Contact the registry office if you think this is wrong.'),
        link('Registrar', b.publicUrl),
      ],
    }),
  },
};
