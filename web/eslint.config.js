import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The web app's boundaries (house style): only `src/lib/core.ts` imports the WASM package, a
// feature never imports another feature (what two share lives in `lib/` or `components/`, and
// `app/` composes them), and the shared folders import no feature. Type-only imports count too.
const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = folders('./src/features');

// The admin is one feature with a folder per tab, and the same boundaries inside: a tab never
// imports another tab (what two use lives in `admin/lib/` or `admin/components/`, which import no
// tab), and `admin/dashboard/` (with `admin-app.tsx`) is the one place that composes them.
const ADMIN_SHARED = ['lib', 'components'];
const ADMIN_COMPOSER = 'dashboard';
const adminTabs = folders('./src/features/admin').filter(
  (name) => !ADMIN_SHARED.includes(name) && name !== ADMIN_COMPOSER,
);

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

/** No feature but `feature` itself, as a `restrict` pattern. */
const otherFeatures = (feature) => ({
  regex: throughFolder(features.filter((other) => other !== feature)),
  message:
    'A feature does not import another feature: move what both use to src/lib/ or src/components/ ' +
    '(src/app/ composes features).',
});

/** No admin tab but `tab` itself, and not the dashboard, as a `restrict` pattern. */
const otherTabs = (tab) => ({
  regex: throughFolder([...adminTabs, ADMIN_COMPOSER].filter((other) => other !== tab)),
  message:
    'An admin tab does not import another tab: move what both use to admin/lib/ or ' +
    'admin/components/ (admin/dashboard/ composes the tabs).',
});

const NO_TAB = {
  regex: throughFolder([...adminTabs, ADMIN_COMPOSER]),
  message:
    'Shared admin code in admin/lib/ and admin/components/ imports no tab and not the dashboard.',
};

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
    ...restrict(WASM_PACKAGE, otherFeatures(feature)),
  })),
  // Later entries replace the feature's rule for these files, so they repeat its patterns.
  ...adminTabs.map((tab) => ({
    files: [`src/features/admin/${tab}/**/*.{ts,tsx}`],
    ...restrict(WASM_PACKAGE, otherFeatures('admin'), otherTabs(tab)),
  })),
  {
    files: ADMIN_SHARED.map((folder) => `src/features/admin/${folder}/**/*.{ts,tsx}`),
    ...restrict(WASM_PACKAGE, otherFeatures('admin'), NO_TAB),
  },
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
