/** The two widths a journey is checked at: a phone's and a laptop's. */
const PHONE = { label: 'phone', width: 360, height: 780 } as const;
const LAPTOP = { label: 'laptop', width: 1366, height: 900 } as const;

/**
 * The demo graduates (server/src/seed/demo-data.ts) each journey applies as, one per width. What
 * one journey's applications change (a pending payment, a hold) must not meet another journey,
 * so each graduate here serves one journey only; the table is where that is kept.
 */
const journeyGraduates = {
  holds: ['FUTD/10/0017', 'FUTD/11/0018'],
  'recipient-directory': ['FUTD/16/0015', 'FUTD/17/0016'],
  'my-applications': ['FUTD/12/0019', 'FUTD/13/0020'],
} as const;

/** The phone and the laptop, each with the demo graduate `journey` applies as at that width. */
export const widthsFor = (journey: keyof typeof journeyGraduates) => {
  const [phone, laptop] = journeyGraduates[journey];
  return [
    { ...PHONE, matric: phone },
    { ...LAPTOP, matric: laptop },
  ] as const;
};

/**
 * A journey that checks both widths in one run, on one application, applies as this graduate,
 * which no other journey uses.
 */
export const oneRunGraduates = {
  'sms-updates': 'FUTD/13/0012',
} as const;
