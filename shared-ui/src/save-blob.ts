/**
 * Hands a Blob to the browser as a download: an object URL on a temporary `<a download>`, clicked
 * and removed; the URL is revoked once the browser had time to start the download.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
