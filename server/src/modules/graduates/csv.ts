/**
 * A small RFC 4180 reader (no CSV package is installed): comma-separated fields, optional double
 * quotes around a field, "" for a quote inside one, CRLF or LF line ends, a leading BOM ignored.
 * Quoted fields may span lines. Returns the records, or an error for an unterminated quote.
 */
export type CsvResult = { records: string[][] } | { error: string };

export function parseCsv(text: string): CsvResult {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let inQuotes = false;
  let fieldStarted = false;
  for (let i = 0; i < input.length; i += 1) {
    const c = input[i]!;
    if (inQuotes) {
      if (c !== '"') field += c;
      else if (input[i + 1] === '"') {
        field += '"';
        i += 1;
      } else inQuotes = false;
      continue;
    }
    if (c === '"' && !fieldStarted) {
      inQuotes = true;
      fieldStarted = true;
    } else if (c === ',') {
      record.push(field);
      field = '';
      fieldStarted = false;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      fieldStarted = false;
    } else {
      field += c;
      fieldStarted = true;
    }
  }
  if (inQuotes) return { error: 'A quoted value is not closed' };
  if (fieldStarted || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return { records };
}

/** A record that is one empty field: a blank line. */
export const isBlankRecord = (record: string[]) =>
  record.length === 1 && (record[0] ?? '').trim() === '';
