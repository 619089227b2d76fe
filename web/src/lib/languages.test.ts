// The browser's half of the suggestion rule: looking the visitor's preferred languages up in the
// table the server sends. Both halves are proven on folio-core's vectors: each case of
// `suggested-language.json` is run here through the table `suggestion-table.json` gives for its
// languages, which is exactly what `cargo test` checks folio-core's own table against.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { suggestedLanguage } from './languages';

interface VectorFile<I, O> {
  cases: { name: string; input: I; output: O }[];
}

function vectors<I, O>(name: string): VectorFile<I, O>['cases'] {
  const file = new URL(`../../../core/tests/vectors/language/${name}`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as VectorFile<I, O>).cases;
}

const tables = vectors<string[], Record<string, string>>('suggestion-table.json');
const cases = vectors<{ languages: string[]; page: string; preferred: string[] }, string | null>(
  'suggested-language.json',
);

describe('the language suggestion', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_, { input, output }) => {
    const table = tables.find((t) => t.input.join() === input.languages.join());
    expect(table, `a suggestion-table vector for ${input.languages.join(', ')}`).toBeDefined();
    expect(suggestedLanguage(table!.output, input.preferred, input.page) ?? null).toBe(output);
  });

  it('finds nothing under a name every object has', () => {
    expect(suggestedLanguage({ en: 'en' }, ['constructor', '__proto__'], 'de')).toBeUndefined();
  });
});
