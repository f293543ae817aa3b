/** Layout breakpoints in px (spec §2: drawer permanent from 960px; §1: header grows from md = 768px). */
export const breakpoints = { drawer: 960, md: 768 } as const;

/** Default form field messages (spec §5). */
export const fieldMessages = {
  required: 'This field is required',
  email: 'Please enter a valid email',
} as const;
