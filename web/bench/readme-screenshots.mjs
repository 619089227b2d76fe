// `node web/bench/readme-screenshots.mjs BASE COOKIE OUT`: fills a fresh Folio (the server at BASE,
// signed in with COOKIE) with a small made-up portfolio, then saves the README's two pictures into
// OUT: the public home (`public-site.png`) and the admin's writing view of a case study
// (`admin.png`), 1280 px wide, light.
// Run through `make readme-screenshots`. The person and companies are invented.
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';

const [base, cookie, out] = process.argv.slice(2);

async function admin(method, path, body) {
  const response = await fetch(base + path, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

async function upload(file) {
  const form = new FormData();
  form.append('image', new Blob([readFileSync(file)], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${base}/api/upload-image`, { method: 'POST', headers: { cookie }, body: form });
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return (await response.json()).file.url;
}

const photo = await upload(process.env.PHOTO);
await admin('PUT', '/api/admin/profile', {
  name: 'Mara Lindqvist',
  briefIntro: 'Product engineer who turns slow, fragile systems into calm ones. Ten years across payments, logistics and design tools.',
  headline: 'Staff Product Engineer',
  location: 'Stockholm, Sweden',
  githubUrl: 'https://github.com/example',
  linkedinUrl: 'https://www.linkedin.com/in/example',
  contact: 'mara@example.com',
});
const jobs = [
  ['Staff Product Engineer', 'Northwind Payments', 'Fintech', '2022-03', null, [['Rust', 'The ledger service'], ['PostgreSQL', 'Partitioned ledgers'], ['Figma', 'Flows with design']]],
  ['Senior Engineer', 'Lumen Design Tools', 'Design', '2019-01', '2022-02', [['TypeScript', 'The canvas editor'], ['React', null]]],
  ['Engineer', 'Fjord Logistics', 'Logistics', '2016-05', '2018-12', [['Go', 'Route planning'], ['PostgreSQL', null]]],
];
for (const [jobTitle, company, industry, startDate, endDate, tools] of jobs) {
  await admin('POST', '/api/admin/experiences', {
    jobTitle, company, industry, startDate, endDate, isCurrentJob: endDate === null,
    description: `Led the ${industry.toLowerCase()} work at ${company}, from the first sketch to the numbers after launch.`,
    accomplishments: '- Cut the p95 of the busiest path from 900 ms to 120 ms\n- Shipped without a minute of downtime',
    tools: tools.map(([name, usage]) => (usage ? { name, usage } : { name })),
  });
}
await admin('POST', '/api/admin/education', { name: 'M.Sc. Computer Science, KTH', category: 'Degrees', date: '2016', sortOrder: 0 });
await admin('POST', '/api/admin/education', { name: 'AWS Solutions Architect', category: 'Certificates', date: '2021', sortOrder: 1 });
const paragraph = (text) => ({ type: 'paragraph', data: { text } });
for (const [title, slug, description, featured] of [
  ['Rebuilding the payments ledger', 'payments-ledger', 'Moving a ledger to Rust without a minute of downtime.', true],
  ['A canvas that stays fast at 10,000 shapes', 'fast-canvas', 'How the editor learned to draw only what changed.', false],
]) {
  await admin('POST', '/api/admin/case-studies', {
    title, slug, description, featuredImage: photo, featuredImageAlt: 'Hills under an evening sky',
    content: JSON.stringify({
      blocks: [
        paragraph(description),
        { type: 'header', data: { text: 'What we measured', level: 2 } },
        paragraph('Every write went through one table, locked for the whole of a settlement run.'),
        { type: 'list', data: { style: 'unordered', items: [{ content: 'p95 of a payment: 900 ms', items: [] }, { content: 'Settlement run: 40 minutes', items: [] }] } },
        { type: 'quote', data: { text: 'Make it work, then make it fast.', caption: 'Kent Beck' } },
      ],
    }),
    tags: ['performance', 'rust'], isPublished: true, isFeatured: featured,
  });
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_HEADLESS_SHELL ?? '/usr/bin/chromium-headless-shell' });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
await page.goto(`${base}/`);
await page.locator('.experience-card').first().waitFor();
await page.screenshot({ path: `${out}/public-site.png` });
const at = cookie.indexOf('=');
await page.context().addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: base }]);
await page.goto(`${base}/admin?tab=case-studies`);
await page.getByRole('heading', { name: 'ADMIN DASHBOARD' }).waitFor();
// The writing view of the first case study, with its editor.
await page.getByRole('button', { name: /^Edit/ }).first().click();
await page.getByRole('dialog').locator('.ce-paragraph').first().waitFor();
await page.waitForTimeout(1000); // the editor's blocks fade in
await page.screenshot({ path: `${out}/admin.png` });
await browser.close();
console.log(`${out}/public-site.png ${out}/admin.png`);
