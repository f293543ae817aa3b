/** Layout breakpoints in px (the admin drawer is permanent from 960px; the header grows from md = 768px). */
export const breakpoints = { drawer: 960, md: 768 } as const;

/** Default form field messages. */
export const fieldMessages = {
  required: 'This field is required',
  email: 'Please enter a valid email',
} as const;
