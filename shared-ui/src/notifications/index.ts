export { NotificationArea } from './notification-area';
export {
  closeModal,
  dismissNotification,
  notify,
  notifyAdmin,
  pauseNotification,
  resetNotifications,
  resumeNotification,
  showModal,
} from './notification-store';
export { useModal, useNotifications } from './use-notifications';
export {
  ADMIN_NOTIFICATION_TIME_MS,
  NOTIFICATION_TIME_MS,
  defaultMessages,
  defaultTitles,
} from './defaults';
export type {
  ModalNotification,
  Notification,
  NotificationType,
  NotifyOptions,
  ShowModalOptions,
} from './types';
