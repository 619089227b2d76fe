// Issue 40 point 6: "By Tools" is a summary a visitor can scan. The spec's order and words stay
// (each tool with '3 experiences', each experience with its usage or 'No specific usage
// details'); each tool's group is drawn compactly, one line per experience, so a phone shows at
// least three tools per screen and the whole view is a fraction of its old height.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browser, screenshot } from './browser';
import { expectNoAxeViolations, openPage, screenshots, texts } from './page';
import { addExperience, resetContent } from './seed';
import { baseURL } from './shared-server';

/** 29 tools over 8 jobs, as the owner had: most without a usage note. */
const TOOLS = [
  'Figma', 'Sketch', 'FigJam', 'Miro', 'Notion', 'Jira', 'Confluence', 'Linear', 'Storybook',
  'React', 'TypeScript', 'CSS', 'HTML', 'Framer', 'Principle', 'Illustrator', 'Photoshop',
  'After Effects', 'Maze', 'Hotjar', 'Amplitude', 'Google Analytics', 'Dovetail', 'Lookback',
  'Zeplin', 'Abstract', 'InVision', 'Webflow', 'Git',
];
const JOBS = [
  ['Lead Product Designer', 'Lumen Labs'],
  ['Senior Product Designer', 'Northwind Traders'],
  ['Product Designer', 'Contoso Bank'],
  ['UX Designer', 'Fabrikam Health'],
  ['Interaction Designer', 'Tailspin Toys'],
  ['UI Designer', 'Wide World Importers'],
  ['Junior Designer', 'Adventure Works'],
  ['Design Intern', 'Litware'],
] as const;

beforeAll(async () => {
  await resetContent();
  for (const [index, [jobTitle, company]] of JOBS.entries()) {
    // Each job uses 7 tools, overlapping its neighbours', a few with a note on their use.
    const tools = Array.from({ length: 7 }, (_, at) => TOOLS[(index * 4 + at) % TOOLS.length]!).map(
      (name, at) => (at === 0 ? { name, usage: `Led the ${name} work for the design system` } : name),
    );
    await addExperience({
      jobTitle,
      company,
      industry: 'Technology',
      startDate: `20${String(10 + index).padStart(2, '0')}-01`,
      endDate: `20${String(11 + index).padStart(2, '0')}-01`,
      description: 'Designed things.',
      accomplishments: 'Shipped things.',
      tools,
    });
  }
});

async function byTools(width: number, height = 900): Promise<{ page: Page; problems: string[] }> {
  const watched = await openPage(browser, width);
  await watched.page.setViewportSize({ width, height });
  await watched.page.goto(`${baseURL}/?filter=tools`);
  await watched.page.locator('.group').first().waitFor();
  return watched;
}

/** The page's height, and each group's top and bottom on the page. */
function layout(page: Page) {
  return page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    groups: [...document.querySelectorAll('#portfolio-panel .group')].map((group) => {
      const box = group.getBoundingClientRect();
      return { top: box.top + scrollY, bottom: box.bottom + scrollY };
    }),
  }));
}

describe('By Tools', () => {
  it('keeps the spec order and words, one line per experience', async () => {
    const { page, problems } = await byTools(1280);
    const titles = await texts(page, '.group-title');
    expect(titles).toHaveLength(29);
    // Alphabetical without a custom order (spec §2 ordering).
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const figma = page.getByRole('region', { name: 'Figma' });
    expect(await figma.locator('.group-count').innerText()).toBe('3 experiences');
    // One item per experience: its job, company and usage, or the spec's words when it has none.
    expect(await figma.locator('li').allInnerTexts()).toEqual([
      'DESIGN INTERN\u00a0· Litware No specific usage details',
      'JUNIOR DESIGNER\u00a0· Adventure Works No specific usage details',
      'LEAD PRODUCT DESIGNER\u00a0· Lumen Labs Led the Figma work for the design system',
    ]);
    // Each is a line, or two when its usage is long: no card of its own.
    for (const line of await page.locator('#portfolio-panel li').all()) {
      expect((await line.boundingBox())!.height).toBeLessThan(45);
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('is about half its old height on a desktop', async () => {
    const { page } = await byTools(1280);
    await screenshots(page, 'by-tools');
    const { height } = await layout(page);
    // 5,787 px on 8e2a8d7 with these tools.
    expect(height).toBeLessThan(3200);
    await expectNoAxeViolations(page);
    await page.close();
  });

  it('shows at least three tools per screen on a 390 x 844 phone', async () => {
    const { page } = await byTools(390, 844);
    const { height, groups } = await layout(page);
    expect(groups).toHaveLength(29);
    // Wherever the visitor scrolls to, three whole groups fit in one screen.
    for (let i = 0; i + 2 < groups.length; i++) {
      expect(groups[i + 2]!.bottom - groups[i]!.top, `tools ${i + 1} to ${i + 3}`).toBeLessThanOrEqual(844);
    }
    // 9,794 px on 8e2a8d7 with these tools.
    expect(height).toBeLessThan(5500);
    // A screen of it, in light and dark, as the phone shows it.
    await page.locator('#portfolio-panel .group').nth(3).scrollIntoViewIfNeeded();
    await page.evaluate(() => scrollTo(0, document.querySelectorAll('#portfolio-panel .group')[3]!.getBoundingClientRect().top + scrollY - 8));
    await screenshot(page, 'by-tools-phone-screen-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'by-tools-phone-screen-dark');
    await expectNoAxeViolations(page);
    await page.close();
  });
});
