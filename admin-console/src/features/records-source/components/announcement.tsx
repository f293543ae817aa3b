import { VisuallyHidden } from '@registrar/shared-ui';

/** A polite live region for what changed without the user doing it (a run settling). */
export function Announcement({ message }: { message: string }) {
  return <VisuallyHidden role="status">{message}</VisuallyHidden>;
}
