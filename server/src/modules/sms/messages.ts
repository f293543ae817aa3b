/** What the SMS step says to an applicant; the portal shows these texts as they are. */
export const smsMessages = {
  off: 'SMS updates are not available at the moment. We will keep you updated by email.',
  tooManyToNumber: 'Too many codes were sent to this number. Try again in an hour.',
  tooManyByGraduate: 'Too many codes were sent. Try again in an hour.',
  verifyAgain: 'Your mobile number needs checking again: ask for a new code, or leave it out.',
} as const;
