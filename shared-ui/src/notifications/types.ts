export type NotificationType = 'success' | 'error' | 'info' | 'warning';

/** A toast: auto-hides after `time` ms. */
export type Notification = {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  time: number;
};

export type NotifyOptions = {
  type?: NotificationType;
  title?: string;
  message?: string;
  /** Auto-hide delay in ms (default 5000). 0 or less keeps the toast until it is dismissed. */
  time?: number;
};

/** The single modal notification. */
export type ModalNotification = {
  active: boolean;
  title: string;
  type: NotificationType;
  message: string;
  showButton: boolean;
  /** When set (with showButton), the modal's button is a link to this URL. */
  route?: string;
  /** Label of the modal's button (default 'Continue' with a route, 'OK' without). */
  buttonLabel?: string;
  /** Closes the modal automatically after this many ms (the admin modal uses 3000). */
  autoHideMs?: number;
};

export type ShowModalOptions = {
  title?: string;
  type?: NotificationType;
  message?: string;
  showButton?: boolean;
  route?: string;
  buttonLabel?: string;
  autoHideMs?: number;
};
