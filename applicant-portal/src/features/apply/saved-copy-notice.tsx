import { useLocation } from '@registrar/shared-ui/router';
import { Notice } from '../../components/notice';

/** The navigation state a saved copy leaves for the page it returns to. */
export const savedCopyState = (message: string) => ({ savedCopy: message });

/**
 * "Copy added" (or updated) on the page the copy form returns to, and only there: it comes with
 * that navigation, so it does not follow the applicant to the next page as a toast would.
 */
export function SavedCopyNotice() {
  const state: unknown = useLocation().state;
  const message = (state as { savedCopy?: unknown } | null)?.savedCopy;
  return typeof message === 'string' ? (
    <Notice title={message} variant="success" role="status" />
  ) : null;
}
