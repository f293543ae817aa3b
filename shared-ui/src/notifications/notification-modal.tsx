import { Button } from '../components/button';
import { ButtonLink } from '../components/button-link';
import { Modal } from '../components/modal';
import { closeModal } from './notification-store';
import { TypeIcon } from './type-icon';
import { useModal } from './use-notifications';
import styles from './notification-area.module.css';

/** The single modal notification: stays until its close icon (or autoHideMs). */
export function NotificationModal() {
  const modal = useModal();
  const footer = modal.showButton ? (
    modal.route !== undefined ? (
      // A plain link keeps shared-ui router-free; the host's router intercepts same-origin links if it wants.
      <ButtonLink href={modal.route} onClick={closeModal}>
        {modal.buttonLabel ?? 'Continue'}
      </ButtonLink>
    ) : (
      <Button onClick={closeModal}>{modal.buttonLabel ?? 'OK'}</Button>
    )
  ) : undefined;
  return (
    <Modal
      isOpen={modal.active}
      onClose={closeModal}
      isDismissable={false}
      size="sm"
      title={
        <span className={styles.modalTitle}>
          <span className={`${styles.icon} ${styles[modal.type]}`}>
            <TypeIcon type={modal.type} />
          </span>
          {modal.title}
        </span>
      }
      description={modal.message}
      footer={footer}
    />
  );
}
