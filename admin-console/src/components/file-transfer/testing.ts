import { waitFor } from '@testing-library/react';
import type { RecordedRequest, Reply } from '../../../../jest/support/test-server';

export { failed, ok, setupTestApi } from '../../testing/test-api';

/** The test server of `jest/support/test-server.ts`, which also takes and answers bytes. */
export type FileRequest = RecordedRequest;
export type FileReply = Reply;
export type FileRoute = (request: FileRequest) => FileReply;

export interface SavedFile {
  fileName: string;
  blob: Blob;
}

/**
 * jsdom has no object URLs and cannot follow a download link. This gives it the two URL functions
 * and records each `<a download>` click (cancelling jsdom's navigation) with the Blob behind it.
 */
export function captureDownloads(): { saved: SavedFile[]; restore: () => void } {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  const urlApi = URL as unknown as {
    createObjectURL?: (blob: Blob) => string;
    revokeObjectURL?: (url: string) => void;
  };
  const original = { create: urlApi.createObjectURL, revoke: urlApi.revokeObjectURL };
  urlApi.createObjectURL = (blob) => {
    const url = `blob:test/${String(blobs.size + 1)}`;
    blobs.set(url, blob);
    return url;
  };
  urlApi.revokeObjectURL = (url) => void blobs.delete(url);
  const onClick = (event: MouseEvent) => {
    const link = event.target;
    if (!(link instanceof HTMLAnchorElement) || !link.download) return;
    event.preventDefault();
    const blob = blobs.get(link.href);
    if (blob) saved.push({ fileName: link.download, blob });
  };
  document.addEventListener('click', onClick);
  return {
    saved,
    restore: () => {
      document.removeEventListener('click', onClick);
      urlApi.createObjectURL = original.create;
      urlApi.revokeObjectURL = original.revoke;
    },
  };
}

/** The text of a saved Blob (Node's Blob from fetch, or jsdom's). */
export const textOf = async (blob: Blob): Promise<string> =>
  Buffer.from(await blob.arrayBuffer()).toString('utf8');

/** Runs `action` (a click), waits for the one file it saves and returns its name and text. */
export async function downloadOne(
  action: () => Promise<unknown>,
): Promise<{ fileName: string; text: string }> {
  const downloads = captureDownloads();
  try {
    await action();
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    const [saved] = downloads.saved as [SavedFile];
    return { fileName: saved.fileName, text: await textOf(saved.blob) };
  } finally {
    downloads.restore();
  }
}
