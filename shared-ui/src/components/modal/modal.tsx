import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { cx } from '../../utils/cx';
import { DialogOverlay } from './dialog-overlay';
import { CloseIcon } from './close-icon';
import { useReturnFocus } from './use-return-focus';
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
  const returnFocus = useReturnFocus();
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <DialogOverlay className={styles.overlay} contentRef={contentRef} />
        <Dialog.Content
          ref={contentRef}
          {...returnFocus}
          className={cx(styles.content, styles[size], className)}
          // Radix links a Description automatically; without one, an explicit undefined silences its warning.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onPointerDownOutside={(event) => {
            if (!isDismissable) event.preventDefault();
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          {description && (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          )}
          {children && <div className={styles.body}>{children}</div>}
          {footer && <div className={styles.footer}>{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
