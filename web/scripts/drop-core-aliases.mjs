// Part of scripts/api-types.sh: reads openapi-typescript's output on stdin and writes it without
// the root-type aliases (`export type X = components['schemas']['X'];`) whose name
// `src/lib/core.ts` exports. Those shapes have one source, folio-core's (through tsify); the
// schema stays reachable as `components['schemas']['X']`. A unit test
// (`src/lib/type-sources.test.ts`) checks the two files export no name in common.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const coreFile = new URL('../src/lib/core.ts', import.meta.url);
const text = readFileSync(coreFile, 'utf8');
const source = ts.createSourceFile('core.ts', text, ts.ScriptTarget.Latest);
const owned = new Set();
for (const statement of source.statements) {
  const clause = ts.isExportDeclaration(statement) ? statement.exportClause : undefined;
  if (clause && ts.isNamedExports(clause)) {
    for (const element of clause.elements) owned.add(element.name.text);
  } else if (statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) {
    const declarations = ts.isVariableStatement(statement)
      ? statement.declarationList.declarations
      : [statement];
    for (const declaration of declarations) if (declaration.name) owned.add(declaration.name.text);
  }
}

const ALIAS = /^export type (\w+) = components\['schemas'\]\['\1'\];$/;
const lines = readFileSync(0, 'utf8').split('\n');
process.stdout.write(lines.filter((line) => !owned.has(ALIAS.exec(line)?.[1])).join('\n'));
