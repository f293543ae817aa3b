/**
 * What a benchmark must undo even when it is stopped (SIGTERM, as `bench:tests --busy` stops the
 * bench:api it runs beside, or Ctrl-C): scratch databases and data directories. `undoOnStop`
 * returns the undo to call on the normal path; whichever comes first runs it, once.
 */
const pending = new Set();

export function undoOnStop(undo) {
  let done;
  const once = () => {
    done ??= (async () => {
      pending.delete(once);
      await undo();
    })();
    return done;
  };
  pending.add(once);
  return once;
}

for (const [signal, code] of [
  ['SIGTERM', 143],
  ['SIGINT', 130],
]) {
  process.once(signal, async () => {
    for (const undo of [...pending]) await undo().catch(() => undefined);
    process.exit(code);
  });
}
