import { lazyComponent } from '../../utils/lazy-component';
import type { ModalProps } from './modal';

const modal = lazyComponent<ModalProps>(() => import('./modal').then((m) => m.Modal));

/** Loads the dialog's code (Radix) ahead of its first opening. */
export const preloadModal = modal.preload;

/**
 * The Modal of ./modal, with its code (Radix Dialog) downloaded when it first opens: nothing is
 * shown while closed, so a page pays for the dialog only once someone opens one.
 */
export function Modal(props: ModalProps) {
  const Loaded = modal.use(props.isOpen);
  return Loaded ? <Loaded {...props} /> : null;
}
