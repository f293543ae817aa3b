import { CloseIcon } from '../components/modal/close-icon';
import closeStyles from '../components/modal/close-button.module.css';
import { cx } from '../utils/cx';
import { dismissNotification, pauseNotification, resumeNotification } from './notification-store';
import { TypeIcon } from './type-icon';
import type { Notification } from './types';
import styles from './notification-area.module.css';

/**
 * One toast. A pointer over it pauses the timer, leaving restarts it, a click dismisses it.
 * Keyboard focus pauses too (WCAG 2.2.1), and a real close button keeps dismissal keyboard-reachable.
 */
export function Toast({ notification }: { notification: Notification }) {
  const { id, type, title, message } = notification;
  return (
    <div
      className={`${styles.toast} ${styles[type]}`}
      data-type={type}
      onPointerEnter={() => pauseNotification(id)}
      onPointerLeave={() => resumeNotification(id)}
      onFocus={() => pauseNotification(id)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          resumeNotification(id);
      }}
      onClick={() => dismissNotification(id)}
    >
      <span className={styles.icon}>
        <TypeIcon type={type} />
      </span>
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        <p className={styles.message}>{message}</p>
      </div>
      <button
        type="button"
        className={cx(closeStyles.close, styles.dismiss)}
        aria-label={`Dismiss: ${title}`}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
