import { Writable } from 'node:stream';

/** A log destination that keeps what the app writes: give `stream` to the logger, read `text()`. */
export function logCapture() {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}
