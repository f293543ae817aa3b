import { useCallback, useState } from 'react';
import type { RequestFailure } from '@registrar/shared-api';

export interface ConfirmDeleteOptions<Row> {
  /** The delete call; resolves with the server's message, or false when it refused. */
  remove: (
    row: Row,
    onFailure: (failure: RequestFailure) => void,
  ) => Promise<{ message?: string } | false>;
  /** Shown in the dialog when the server refuses without saying why. */
  fallback: string;
  /** After the server deleted `row`: notify, reload. */
  onDeleted: (row: Row, message: string | undefined) => void;
}

/**
 * A delete that is confirmed first: `ask(row)` opens the dialog, `modal` holds the
 * ConfirmDeleteModal's state. A refusal stays in the open dialog; a delete closes it.
 */
export function useConfirmDelete<Row>({ remove, fallback, onDeleted }: ConfirmDeleteOptions<Row>) {
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const ask = useCallback((row: Row) => {
    setError(null);
    setToDelete(row);
  }, []);
  const confirm = async () => {
    if (toDelete === null) return;
    setIsDeleting(true);
    let message = fallback;
    const response = await remove(toDelete, (failure) => {
      if (failure.message) message = failure.message;
    });
    setIsDeleting(false);
    if (response === false) {
      setError(message);
      return;
    }
    onDeleted(toDelete, response.message);
    setToDelete(null);
  };
  const modal = {
    isOpen: toDelete !== null,
    isDeleting,
    error,
    onConfirm: () => void confirm(),
    onClose: () => {
      setToDelete(null);
      setError(null);
    },
  };
  return { toDelete, ask, modal };
}
