/** One remote as listed in /remotes.json: its MF name and the URL of its mf-manifest.json. */
export type RemoteEntry = { name: string; entry: string };

export const REMOTES_URL = '/remotes.json';

/**
 * Validates the /remotes.json document (`{"remotes":[{"name","entry"}]}`) and resolves relative
 * entries (the server's defaults are root-relative) against the page origin, because the MF runtime
 * needs absolute manifest URLs.
 */
export function parseRemotesDocument(document: unknown, origin: string): RemoteEntry[] {
  const remotes = (document as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) throw new Error('remotes.json has no "remotes" list');
  return remotes.map((remote: unknown) => {
    const { name, entry } = (remote ?? {}) as Partial<RemoteEntry>;
    if (typeof name !== 'string' || !name || typeof entry !== 'string' || !entry) {
      throw new Error(`remotes.json has an invalid remote: ${JSON.stringify(remote)}`);
    }
    return { name, entry: new URL(entry, origin).href };
  });
}
