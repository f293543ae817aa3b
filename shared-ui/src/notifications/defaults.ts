import type { NotificationType } from './types';

/** The product's default notification texts and timings. */
export const defaultTitles: Record<NotificationType, string> = {
  success: 'Success!',
  info: 'Info',
  warning: 'Warning',
  error: 'Error',
};

export const defaultMessages: Record<NotificationType, string> = {
  success: 'Successful',
  info: 'Informational message',
  warning: 'This is a warning',
  error: 'Something went wrong',
};

export const NOTIFICATION_TIME_MS = 5000;
export const ADMIN_NOTIFICATION_TIME_MS = 3000;
