import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ZEnv } from '../src/config';

/**
 * An IT officer following docs/deploy.md finds every variable it names in the README's
 * configuration table, and the table lists every variable the server reads.
 */
const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const serverReads = Object.keys(ZEnv.shape);
/** Names in backticks that are variables: with an underscore (`DATA_DIR`), or one the server reads. */
const namesIn = (text: string) =>
  new Set(
    [...text.matchAll(/`([A-Z][A-Z0-9_]+)`/g)]
      .map((match) => match[1]!)
      .filter((name) => name.includes('_') || serverReads.includes(name)),
  );

const configurationTable = () => {
  const readme = read('README.md');
  const section = readme.slice(readme.indexOf('## Configuration'));
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return namesIn(rows.map((row) => row.split('|')[1]).join(' '));
};

it('names in docs/deploy.md only variables the README configuration table explains', () => {
  const table = configurationTable();
  expect([...namesIn(read('docs/deploy.md'))].filter((name) => !table.has(name))).toEqual([]);
});

it('explains every variable the server reads in the README configuration table', () => {
  const table = configurationTable();
  expect(serverReads.filter((name) => !table.has(name))).toEqual([]);
});
