/**
 * Notification state lives outside React (a tiny external store read with useSyncExternalStore)
 * so non-React code such as the API client can call notify(). Timers live here too: the UI only
 * pauses/resumes them, and they keep working when no NotificationArea is mounted.
 */
import {
  ADMIN_NOTIFICATION_TIME_MS,
  NOTIFICATION_TIME_MS,
  defaultMessages,
  defaultTitles,
} from './defaults';
import type { ModalNotification, Notification, NotifyOptions, ShowModalOptions } from './types';

type State = { notifications: readonly Notification[]; modal: ModalNotification };

const closedModal: ModalNotification = {
  active: false,
  title: '',
  type: 'info',
  message: '',
  showButton: false,
};

let state: State = { notifications: [], modal: closedModal };
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let modalTimer: ReturnType<typeof setTimeout> | undefined;

function setState(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getNotifications = (): readonly Notification[] => state.notifications;
export const getModal = (): ModalNotification => state.modal;

function clearTimer(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

function startTimer(notification: Notification): void {
  clearTimer(notification.id);
  if (notification.time > 0) {
    timers.set(
      notification.id,
      setTimeout(() => dismissNotification(notification.id), notification.time),
    );
  }
}

/** Shows a toast; returns its id. Defaults in defaults.ts. */
export function notify(options: NotifyOptions = {}): string {
  const type = options.type ?? 'info';
  const notification: Notification = {
    id: `rg-notification-${nextId++}`,
    type,
    title: options.title ?? defaultTitles[type],
    message: options.message ?? defaultMessages[type],
    time: options.time ?? NOTIFICATION_TIME_MS,
  };
  setState({ ...state, notifications: [...state.notifications, notification] });
  startTimer(notification);
  return notification.id;
}

/** Admin-side toast: success or error, 3000 ms by default. */
export function notifyAdmin(
  type: 'success' | 'error',
  message: string,
  timeout: number = ADMIN_NOTIFICATION_TIME_MS,
): string {
  return notify({ type, message, time: timeout });
}

export function dismissNotification(id: string): void {
  clearTimer(id);
  if (!state.notifications.some((n) => n.id === id)) return;
  setState({ ...state, notifications: state.notifications.filter((n) => n.id !== id) });
}

/** Stops a toast's auto-hide timer (pointer over it). */
export function pauseNotification(id: string): void {
  clearTimer(id);
}

/** Restarts a toast's full auto-hide timer (pointer left it). */
export function resumeNotification(id: string): void {
  const notification = state.notifications.find((n) => n.id === id);
  if (notification) startTimer(notification);
}

export function showModal(options: ShowModalOptions = {}): void {
  const type = options.type ?? 'info';
  if (modalTimer !== undefined) clearTimeout(modalTimer);
  modalTimer = undefined;
  const modal: ModalNotification = {
    active: true,
    type,
    title: options.title ?? defaultTitles[type],
    message: options.message ?? defaultMessages[type],
    showButton: options.showButton ?? false,
    ...(options.route !== undefined && { route: options.route }),
    ...(options.buttonLabel !== undefined && { buttonLabel: options.buttonLabel }),
    ...(options.autoHideMs !== undefined && { autoHideMs: options.autoHideMs }),
  };
  setState({ ...state, modal });
  if (options.autoHideMs !== undefined && options.autoHideMs > 0) {
    modalTimer = setTimeout(closeModal, options.autoHideMs);
  }
}

export function closeModal(): void {
  if (modalTimer !== undefined) clearTimeout(modalTimer);
  modalTimer = undefined;
  if (!state.modal.active) return;
  setState({ ...state, modal: closedModal });
}

/** Clears every toast, the modal and pending timers (for tests and sign-out). */
export function resetNotifications(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  if (modalTimer !== undefined) clearTimeout(modalTimer);
  modalTimer = undefined;
  nextId = 1;
  setState({ notifications: [], modal: closedModal });
}
