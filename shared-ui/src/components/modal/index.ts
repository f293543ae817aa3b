export { Modal, preloadModal } from './lazy-modal';
export type { ModalProps } from './modal';
