export { ReasonModal, requiredReason } from './reason-modal';
export type { ReasonCheck, ReasonModalProps } from './reason-modal';
