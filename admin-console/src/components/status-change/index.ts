export { StatusChangeForm } from './status-change-form';
export type { StatusChangeBody, StatusChangeFormProps } from './status-change-form';
