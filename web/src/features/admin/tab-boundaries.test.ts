// Issue 41: the admin's tabs keep to themselves. `eslint.config.js` gives each tab folder a zone
// of its own; these tests lint a made-up file inside each tab with ESLint's own API, so a change
// to the config that lets a tab import another tab (or the shared folders import a tab) fails
// here, not only in review.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const web = fileURLToPath(new URL('../../../', import.meta.url));
const admin = new URL('./', import.meta.url);
const SHARED = ['lib', 'components'];
const tabs = readdirSync(admin, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .filter((entry) => !SHARED.includes(entry.name) && entry.name !== 'dashboard')
  .map((entry) => entry.name);

const eslint = new ESLint({ cwd: web });

/** The `no-restricted-imports` errors ESLint reports for `code` as the file at `path` (from
 * `web/`), one import specifier per error. */
async function refused(path: string, imports: string[]): Promise<string[]> {
  const code = imports.map((from, i) => `import * as m${i} from '${from}';\nvoid m${i};\n`);
  const [result] = await eslint.lintText(code.join(''), { filePath: `${web}${path}` });
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => imports[Math.floor((message.line - 1) / 2)]);
}

// The first lint loads the config and its plugins, which takes seconds on a busy machine.
describe('admin tab boundaries', { timeout: 60_000 }, () => {
  it('finds the tabs', () => {
    const known = ['auth', 'case-studies', 'data', 'education', 'experiences', 'profile'];
    expect(tabs).toEqual(expect.arrayContaining(known));
  });

  it.each(tabs)('the %s tab imports no other tab and not the dashboard', async (tab) => {
    const others = [...tabs.filter((other) => other !== tab), 'dashboard'].map(
      (other) => `../${other}/x`,
    );
    expect(await refused(`src/features/admin/${tab}/x.tsx`, others)).toEqual(others);
    // Deeper in the tab too.
    const deeper = others.map((from) => `../${from}`);
    expect(await refused(`src/features/admin/${tab}/sub/x.ts`, deeper)).toEqual(deeper);
  });

  it.each(tabs)('the %s tab imports its own files, admin/lib, admin/components and src/', async (tab) => {
    const allowed = [
      `../${tab}/y`,
      './y',
      '../lib/resource',
      '../components/field',
      '../../../lib/api',
      '../../../components/ui/x',
    ];
    expect(await refused(`src/features/admin/${tab}/x.tsx`, allowed)).toEqual([]);
  });

  it('a tab still imports no other feature', async () => {
    const other = ['../../public-home/x'];
    expect(await refused('src/features/admin/profile/x.tsx', other)).toEqual(other);
  });

  it.each(SHARED)('admin/%s imports no tab', async (folder) => {
    const all = [...tabs, 'dashboard'].map((tab) => `../${tab}/x`);
    expect(await refused(`src/features/admin/${folder}/x.ts`, all)).toEqual(all);
  });

  it('the dashboard and the admin app compose the tabs', async () => {
    const fromDashboard = tabs.map((tab) => `../${tab}/x`);
    expect(await refused('src/features/admin/dashboard/x.tsx', fromDashboard)).toEqual([]);
    const fromApp = tabs.map((tab) => `./${tab}/x`);
    expect(await refused('src/features/admin/admin-app.tsx', fromApp)).toEqual([]);
  });
});
