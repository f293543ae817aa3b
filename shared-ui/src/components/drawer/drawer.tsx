import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { DialogCloseButton, DialogFrame } from '../modal/dialog-frame';
import { VisuallyHidden } from '../visually-hidden';
import styles from './drawer.module.css';

export type DrawerProps = {
  /** Only used by the temporary variant; a permanent drawer is always shown. */
  isOpen: boolean;
  onClose: () => void;
  /** permanent: in-flow side panel (≥ 960px); temporary: modal panel over the page. */
  variant: 'permanent' | 'temporary';
  /** Accessible name of the drawer (e.g. 'Admin navigation'). */
  label: string;
  children?: ReactNode;
  side?: 'left' | 'right';
  closeLabel?: string;
  className?: string;
};

/** The temporary (modal) drawer on Radix Dialog; loaded on first opening (./lazy-drawer). */
export function TemporaryDrawer({
  isOpen,
  onClose,
  label,
  children,
  side = 'left',
  closeLabel = 'Close menu',
  className,
}: DrawerProps) {
  // Temporary: a radix dialog gives the focus trap, Escape, aria-modal and focus return.
  return (
    <DialogFrame
      isOpen={isOpen}
      onClose={onClose}
      overlayClassName={styles.overlay}
      className={cx(styles.temporary, styles[side], className)}
      aria-describedby={undefined}
    >
      <div className={styles.header}>
        <Dialog.Title asChild>
          <VisuallyHidden>{label}</VisuallyHidden>
        </Dialog.Title>
        <DialogCloseButton label={closeLabel} className={styles.close} />
      </div>
      <div className={styles.body}>{children}</div>
    </DialogFrame>
  );
}
