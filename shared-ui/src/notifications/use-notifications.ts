import { useSyncExternalStore } from 'react';
import { getModal, getNotifications, subscribe } from './notification-store';
import type { ModalNotification, Notification } from './types';

/** The current toasts, oldest first. */
export function useNotifications(): readonly Notification[] {
  return useSyncExternalStore(subscribe, getNotifications, getNotifications);
}

/** The current modal notification (`active: false` when closed). */
export function useModal(): ModalNotification {
  return useSyncExternalStore(subscribe, getModal, getModal);
}
