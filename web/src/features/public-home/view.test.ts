// folio-core's vectors of the home's `?tab=`/`?filter=` rule (`home_view`), run against the
// app's own reading of the address: the public pages carry no WASM, so these few lines are held
// to the rule the server applies by the same cases `cargo test` runs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseView, viewHref } from './view';

interface VectorFile {
  rule: string;
  cases: { name: string; input: string | null; output: unknown }[];
}

const file = new URL('../../../../core/tests/vectors/home-view.json', import.meta.url);
const vectors = JSON.parse(readFileSync(file, 'utf8')) as VectorFile;

describe(`home-view.json (${vectors.rule})`, () => {
  for (const vector of vectors.cases) {
    it(vector.name, () => {
      const view = parseView(vector.input ?? '');
      expect({ ...view, href: viewHref(view) }).toEqual(vector.output);
    });
  }
});
