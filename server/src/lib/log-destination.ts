import pino from 'pino';

export interface LogDestinationOptions {
  /** The file descriptor written to: standard output by default. */
  fd?: number;
  /** Lines are held until this many bytes are waiting (one write(2) for many lines). */
  bufferBytes?: number;
  /** …or until the oldest waiting line is this old, so a quiet server's log still reads live. */
  maxDelayMs?: number;
}

/**
 * The production logger's destination (server.ts): pino's own SonicBoom, asynchronous, writing
 * in batches. Under load one write carries many lines instead of one each; on this machine a
 * write(2) costs more than the JSON line it carries. A line waits at most `maxDelayMs`. pino
 * flushes what is waiting when the process exits, after an uncaught exception too; only a
 * SIGKILL can lose lines, the last `maxDelayMs` of them.
 */
export function bufferedLogDestination({
  fd = 1,
  bufferBytes = 4096,
  maxDelayMs = 250,
}: LogDestinationOptions = {}) {
  const destination = pino.destination({ dest: fd, sync: false, minLength: bufferBytes });
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  destination.once('close', () => (closed = true));
  const flush = () => {
    timer = undefined;
    if (!closed) destination.flush();
  };
  const write = destination.write.bind(destination);
  destination.write = (line: string) => {
    const accepted = write(line);
    timer ??= setTimeout(flush, maxDelayMs).unref();
    return accepted;
  };
  return destination;
}
