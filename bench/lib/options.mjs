// Command-line options of the bench scripts: `--name=value`.
const args = process.argv.slice(2);

/** The value of `--name=…`, or `fallback`. */
export const option = (name, fallback) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

/** `--name=N` as a whole number ≥ 1; anything else ends the script with exit code 2. */
export const positiveInteger = (name, fallback) => {
  const value = Number(option(name, fallback));
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number of at least 1 (got ${option(name, fallback)})`);
    process.exit(2);
  }
  return value;
};

/** The median of numbers (the mean of the middle two for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
