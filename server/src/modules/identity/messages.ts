/** What the identity step says to an applicant; the portal shows these texts as they are. */
export const identityMessages = {
  noContact:
    'There is no email on your record that we can send a code to. Ask the registry to check your identity instead.',
  resendTooSoon: (seconds: number) =>
    `We have just sent you a code. You can ask for a new one in ${String(seconds)} seconds.`,
  tooManyCodes: 'Too many codes were sent for this record. Try again in an hour.',
  codeWrong: (left: number) =>
    `The code is not right. You have ${String(left)} ${left === 1 ? 'try' : 'tries'} left.`,
  codeExpired: 'This code has expired. Ask for a new code.',
  codeReplaced: 'This code is no longer valid. Use the newest code we sent, or ask for a new one.',
  tooManyTries: 'Too many wrong codes. Ask for a new code.',
  proofRequired:
    'Confirm you are the graduate before you apply: we send a code to the email on your record.',
} as const;
