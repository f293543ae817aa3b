import { IDENTITY_CODES_PER_HOUR } from '@registrar/shared-api/contracts';

/** What "My applications" says to an applicant; the portal shows these texts as they are. */
export const myApplicationsMessages = {
  resendTooSoon: (seconds: number) =>
    `A code was asked for this email a moment ago. You can ask for a new one in ${String(seconds)} seconds.`,
  tooManyCodes: `${String(IDENTITY_CODES_PER_HOUR)} codes were asked for this email in the last hour. Try again later.`,
  codeWrong: (left: number) =>
    `The code is not right. Use the newest code we sent. You have ${String(left)} ${left === 1 ? 'try' : 'tries'} left.`,
  codeExpired: 'This code has expired. Ask for a new code.',
  codeUsed: 'This code has already been used. Ask for a new code.',
  tooManyTries: 'Too many wrong codes. Ask for a new code.',
  signedOut: 'You are signed out.',
} as const;
