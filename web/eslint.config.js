import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The web app's boundaries (house style): only `src/lib/core.ts` imports the WASM package, a
// feature never imports another feature (what two share lives in `lib/` or `components/`, and
// `app/` composes them), and the shared folders import no feature. Type-only imports count too.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** An import path that goes through a folder named one of `names` (no barrel files, so an import
 * of a feature always names a file inside its folder). */
const throughFolder = (names) => `(^|/)(${names.join('|')})/`;

const WASM_PACKAGE = {
  regex: '(^|/)wasm/pkg(/|$)',
  message: 'Only src/lib/core.ts imports the WASM package; import folio-core from lib/core.',
};

const SHARED = {
  regex: throughFolder(['features', 'app']),
  message: 'Shared code in src/lib/ and src/components/ imports no feature and not the app.',
};

const restrict = (...patterns) => ({
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  { ignores: ['dist', 'src/wasm/pkg'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'edge/**/*.ts', 'bench/**/*.{js,mjs,ts}'],
    ignores: ['src/lib/core.ts'],
    ...restrict(WASM_PACKAGE),
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    ...restrict(WASM_PACKAGE, {
      regex: throughFolder(features.filter((other) => other !== feature)),
      message:
        'A feature does not import another feature: move what both use to src/lib/ or src/components/ (src/app/ composes features).',
    }),
  })),
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ...restrict(WASM_PACKAGE, SHARED),
  },
  { files: ['src/lib/core.ts'], ...restrict(SHARED) },
  // Issue 41: no unit over its size. Every line counts, blank lines and comments too; tests and
  // the generated API types are exempt.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.ts', 'src/lib/api-schema.ts'],
    rules: {
      'max-lines': ['error', { max: 500, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },
);
