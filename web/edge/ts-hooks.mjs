// Module hooks that let plain Node 20 (which cannot strip types) import the edge helpers written
// in TypeScript: scripts/abuse.mjs registers them. Each .ts file is compiled with the project's
// own TypeScript, types removed and nothing checked (`npm run typecheck` checks them).
import { readFile } from 'node:fs/promises';
import ts from 'typescript';

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const { outputText } = ts.transpileModule(await readFile(new URL(url), 'utf8'), {
    fileName: url,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      verbatimModuleSyntax: true,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
