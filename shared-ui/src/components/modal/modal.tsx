import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { DialogCloseButton, DialogFrame } from './dialog-frame';
import styles from './modal.module.css';

export type ModalProps = {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Optional short description, announced with the title. */
  description?: ReactNode;
  /** Buttons shown at the bottom. */
  footer?: ReactNode;
  /** Whether a click on the backdrop closes the modal (default true). Escape always closes it. */
  isDismissable?: boolean;
  size?: 'sm' | 'md' | 'lg';
  closeLabel?: string;
  className?: string;
};

/** Dialog on @radix-ui/react-dialog: focus trap, Escape, aria-modal, focus return, scroll lock. */
export function Modal({
  isOpen,
  onClose,
  title,
  children,
  description,
  footer,
  isDismissable = true,
  size = 'md',
  closeLabel = 'Close',
  className,
}: ModalProps) {
  return (
    <DialogFrame
      isOpen={isOpen}
      onClose={onClose}
      overlayClassName={styles.overlay}
      className={cx(styles.content, styles[size], className)}
      // Radix links a Description automatically; without one, an explicit undefined silences its warning.
      {...(description ? {} : { 'aria-describedby': undefined })}
      onPointerDownOutside={(event) => {
        if (!isDismissable) event.preventDefault();
      }}
    >
      <div className={styles.header}>
        <Dialog.Title className={styles.title}>{title}</Dialog.Title>
        <DialogCloseButton label={closeLabel} className={styles.close} />
      </div>
      {description && (
        <Dialog.Description className={styles.description}>{description}</Dialog.Description>
      )}
      {children && <div className={styles.body}>{children}</div>}
      {footer && <div className={styles.footer}>{footer}</div>}
    </DialogFrame>
  );
}
