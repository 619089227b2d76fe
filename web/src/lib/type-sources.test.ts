// Issue 41: one source per type name. `core.ts` exports folio-core's types (from Rust through
// tsify) and `api-schema.ts` the API's (from the OpenAPI document, by scripts/api-types.sh, which
// leaves out the aliases of names core.ts exports); no name may come from both.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { expect, it } from 'vitest';

/** Every name `file` (beside this test) exports: declarations and export lists alike. */
function exportedNames(file: string): string[] {
  const text = readFileSync(new URL(file, import.meta.url), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      return clause && ts.isNamedExports(clause) ? clause.elements.map((e) => e.name.text) : [];
    }
    const exported = ts.canHaveModifiers(statement)
      && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) return [];
    if (ts.isVariableStatement(statement)) {
      return statement.declarationList.declarations.map((d) => d.name.getText(source));
    }
    const name = (statement as ts.DeclarationStatement).name;
    return name ? [name.getText(source)] : [];
  });
}

it('lib/core.ts and lib/api-schema.ts export no name in common', () => {
  const core = exportedNames('./core.ts');
  const schema = new Set(exportedNames('./api-schema.ts'));
  // Both lists are read: each holds the names it is known for.
  expect(core).toEqual(expect.arrayContaining(['Home', 'CaseStudyDraft', 'slugify', 'limits']));
  expect([...schema]).toEqual(expect.arrayContaining(['paths', 'components', 'Education', 'Site']));
  expect(core.filter((name) => schema.has(name))).toEqual([]);
});
