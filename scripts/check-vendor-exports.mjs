#!/usr/bin/env node
/**
 * Part of `npm run lint`. The browser apps reach react-router and Redux Toolkit only through
 * shared-ui's re-export modules (`@registrar/shared-ui/router`, `@registrar/shared-ui/redux-toolkit`,
 * in shared-ui/src/vendor/), which Module Federation shares as singletons. A shared module keeps
 * every export it has, so each re-export module must name exactly what the apps import: a name
 * nobody imports is dead weight on every first load, a name the apps import that is missing would
 * be `undefined` at run time in a remote built against an older shell.
 *
 * Reads the imports of every shipped source file of the browser packages with TypeScript's parser
 * and exits 1, naming the names to add or remove, when a re-export module and the apps' imports
 * disagree. Tests and test helpers (`*.test.*`, `test-support/`, `testing/`) are not shipped: they
 * may import the libraries themselves (a memory or data router) and do not count here. `import * as` counts as no particular
 * name (the shell's server build does that to hand the whole module to a remote's server build).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packages = ['shell', 'applicant-portal', 'admin-console', 'shared-ui', 'shared-api'];
const vendorModules = {
  '@registrar/shared-ui/router': 'shared-ui/src/vendor/react-router.ts',
  '@registrar/shared-ui/redux-toolkit': 'shared-ui/src/vendor/redux-toolkit.ts',
};

const testFolders = new Set(['test-support', 'testing']);

const parse = (file) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!testFolders.has(entry.name)) yield* sourceFiles(file);
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) yield file;
  }
}

/** The names a re-export module exports (`export { a, type B } from '…'`). */
function exportedNames(file) {
  const names = new Set();
  for (const statement of parse(file).statements) {
    if (!ts.isExportDeclaration(statement) || !statement.exportClause) continue;
    if (!ts.isNamedExports(statement.exportClause)) continue;
    for (const element of statement.exportClause.elements) names.add(element.name.text);
  }
  return names;
}

/** request → Map(name → first file importing it), from named imports and re-exports. */
const imported = Object.fromEntries(Object.keys(vendorModules).map((key) => [key, new Map()]));
for (const pkg of packages) {
  for (const file of sourceFiles(path.join(root, pkg, 'src'))) {
    for (const statement of parse(file).statements) {
      const isImport = ts.isImportDeclaration(statement);
      if (!isImport && !ts.isExportDeclaration(statement)) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier)) continue;
      const uses = imported[specifier.text];
      if (!uses) continue;
      const bindings = isImport ? statement.importClause?.namedBindings : statement.exportClause;
      if (!bindings || !(ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) continue;
      for (const element of bindings.elements) {
        const name = (element.propertyName ?? element.name).text;
        if (!uses.has(name)) uses.set(name, path.relative(root, file));
      }
    }
  }
}

let failed = false;
for (const [request, moduleFile] of Object.entries(vendorModules)) {
  const exported = exportedNames(path.join(root, moduleFile));
  const uses = imported[request];
  const missing = [...uses.keys()].filter((name) => !exported.has(name)).sort();
  const unused = [...exported].filter((name) => !uses.has(name)).sort();
  for (const name of missing) {
    console.error(`${moduleFile}: add ${name} (imported by ${uses.get(name)})`);
  }
  for (const name of unused) {
    console.error(`${moduleFile}: remove ${name} (no source imports it from ${request})`);
  }
  if (missing.length > 0 || unused.length > 0) failed = true;
  else console.log(`${moduleFile}: ${exported.size} names, each imported by the apps`);
}
process.exit(failed ? 1 : 0);
