import { notify } from '@registrar/shared-ui';
import apply from './apply.module.css';

/** Copies the reference to the clipboard; where the browser refuses, says to note it down. */
export function CopyReferenceButton({ reference }: { reference: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      notify({ type: 'success', message: 'Reference copied' });
    } catch {
      notify({ type: 'warning', message: 'Could not copy. Please write the reference down.' });
    }
  };
  return (
    <button
      type="button"
      className={apply.linkButton}
      style={{ color: 'inherit' }}
      onClick={() => void copy()}
    >
      Copy reference
    </button>
  );
}
