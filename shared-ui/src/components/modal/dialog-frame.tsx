import * as Dialog from '@radix-ui/react-dialog';
import { type ComponentPropsWithoutRef, type ReactNode, useRef } from 'react';
import { cx } from '../../utils/cx';
import { CloseIcon } from './close-icon';
import closeStyles from './close-button.module.css';
import { DialogOverlay } from './dialog-overlay';
import styles from './dialog-frame.module.css';
import { useReturnFocus } from './use-return-focus';

type DialogFrameProps = ComponentPropsWithoutRef<typeof Dialog.Content> & {
  isOpen: boolean;
  onClose: () => void;
  /** The backdrop's layer (its z-index). */
  overlayClassName: string | undefined;
  children: ReactNode;
};

/**
 * What Modal and the temporary Drawer share, on Radix Dialog: open while `isOpen`, the backdrop
 * with its scroll lock, and focus back on the opener when it closes. The rest of the props go on
 * Radix's Content.
 */
export function DialogFrame({
  isOpen,
  onClose,
  overlayClassName,
  children,
  ...content
}: DialogFrameProps) {
  const returnFocus = useReturnFocus();
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <DialogOverlay className={cx(styles.overlay, overlayClassName)} contentRef={contentRef} />
        <Dialog.Content ref={contentRef} {...returnFocus} {...content}>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's close button: the "×" icon, named by `label`. */
export function DialogCloseButton({ label, className }: { label: string; className?: string }) {
  return (
    <Dialog.Close className={cx(closeStyles.close, className)} aria-label={label}>
      <CloseIcon />
    </Dialog.Close>
  );
}
