export { MessageThread } from './message-thread';
export type { MessageThreadProps } from './message-thread';
