import { NotificationModal } from './notification-modal';
import { Toast } from './toast';
import { useNotifications } from './use-notifications';
import styles from './notification-area.module.css';

/**
 * Renders the toast list and the one modal notification; mount once (the shell).
 * Both live regions are always in the DOM so screen readers announce toasts added later:
 * info/success/warning politely (role="status"), errors immediately (role="alert").
 */
export function NotificationArea() {
  const notifications = useNotifications();
  const errors = notifications.filter((n) => n.type === 'error');
  const others = notifications.filter((n) => n.type !== 'error');
  return (
    <>
      <div className={styles.area}>
        <div role="alert" aria-live="assertive" aria-atomic="false" className={styles.list}>
          {errors.map((n) => (
            <Toast key={n.id} notification={n} />
          ))}
        </div>
        <div role="status" aria-live="polite" aria-atomic="false" className={styles.list}>
          {others.map((n) => (
            <Toast key={n.id} notification={n} />
          ))}
        </div>
      </div>
      <NotificationModal />
    </>
  );
}
