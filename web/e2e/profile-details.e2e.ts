// Issue 23 points 6 and 9: the profile's photo, headline, location, contact and links with their
// sites' icons; the footer of every public page; the contact at the end of a case study; the
// dashboard's setup checklist; the home page's og:image. At 390 and 1280 px, light and dark.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '../src/lib/api-schema';
import { adminPage, toastText } from './admin';
import { waitForApp } from './app';
import { browser, SCREENSHOT_DIR, SCREENSHOTS } from './browser';
import { expectNoAxeViolations, openPage, screenshots, texts } from './page';
import {
  addCaseStudy,
  addExperience,
  admin,
  editorContent,
  png,
  resetContent,
  setProfile,
  uploadImage,
} from './seed';
import { baseURL } from './shared-server';

beforeEach(async () => {
  await resetContent();
});

/** The profile of these tests, with a photo uploaded through the API. */
async function fullProfile(): Promise<void> {
  const photo = await uploadImage(png(600));
  expect(photo.success).toBe(1);
  await setProfile({
    photo: photo.file!.url,
    headline: 'Product engineer',
    location: 'Lisbon, Portugal',
    contact: 'ada@example.org',
    links: [
      { label: '', url: 'gitlab.com/ada-example' },
      { label: '', url: 'https://bsky.app/profile/ada.example' },
      { label: 'Writing', url: 'https://ada.example/notes' },
    ],
  });
}

const dialog = (page: Page) => page.getByRole('dialog');

describe('public profile', () => {
  it('shows the photo, headline, location and every link with its icon, and a footer', async () => {
    await fullProfile();
    for (const width of [390, 1280]) {
      const { page, problems } = await openPage(browser, width);
      await page.goto(`${baseURL}/`);
      await waitForApp(page);
      const header = page.locator('header.hero');
      await header.locator('img.hero-photo').waitFor();
      expect(await header.locator('img.hero-photo').getAttribute('alt')).toBe('Ada Example');
      // The photo loaded (a narrower copy or the upload itself).
      expect(
        await header.locator('img.hero-photo').evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);
      expect(await texts(page, '.hero-headline')).toEqual(['Product engineer']);
      expect(await texts(page, '.hero-location')).toEqual(['Lisbon, Portugal']);
      expect(await texts(page, '.hero-links a')).toEqual([
        'GitHub',
        'LinkedIn',
        'GitLab',
        'Bluesky',
        'Writing',
      ]);
      expect(await page.locator('.hero-links a').nth(2).getAttribute('href')).toBe(
        'https://gitlab.com/ada-example',
      );
      // Every link has an icon: its site's, or the plain link glyph.
      expect(await page.locator('.hero-links a svg').count()).toBe(5);
      const footer = page.locator('footer.site-footer');
      expect(await footer.getByRole('link', { name: 'RSS feed' }).getAttribute('href')).toBe(
        '/feed.xml',
      );
      expect(await footer.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe(
        'mailto:ada@example.org',
      );
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await expectNoAxeViolations(page);
      if (width === 1280) await screenshots(page, 'profile-home');
      expect(problems).toEqual([]);
      await page.close();
    }
  });

  it('has no contact in the footer, and no photo, until the owner sets them', async () => {
    const { page } = await openPage(browser, 390);
    await page.goto(`${baseURL}/`);
    await waitForApp(page);
    await page.locator('footer.site-footer').getByRole('link', { name: 'RSS feed' }).waitFor();
    expect(await page.locator('footer.site-footer a').count()).toBe(1);
    expect(await page.locator('img.hero-photo').count()).toBe(0);
    expect(await page.locator('.hero-meta').count()).toBe(0);
    // The two not-found pages end with the footer too (the same for every address).
    for (const path of ['/no-such-page', '/case-studies/no-such-study']) {
      await page.goto(`${baseURL}${path}`);
      await page.locator('footer.site-footer').getByRole('link', { name: 'RSS feed' }).waitFor();
      expect(await page.locator('footer.site-footer a').count()).toBe(1);
    }
    await page.close();
  });

  it('ends a case study with a way to contact the owner, then the footer', async () => {
    await fullProfile();
    await addCaseStudy({
      title: 'Ledger rewrite',
      slug: 'ledger-rewrite',
      description: 'How we made the ledger fast.',
      content: editorContent([{ type: 'paragraph', data: { text: 'We measured first.' } }]),
    });
    for (const width of [390, 1280]) {
      const { page, problems } = await openPage(browser, width);
      await page.goto(`${baseURL}/case-studies/ledger-rewrite`);
      await waitForApp(page);
      const contact = page.getByRole('complementary', { name: 'Want to talk about this work?' });
      await contact.waitFor();
      expect(await contact.getByRole('link').getAttribute('href')).toBe('mailto:ada@example.org');
      expect(await contact.getByRole('link').innerText()).toBe('Email ada@example.org');
      // It ends the article, after the body.
      expect(
        await page.evaluate(() => document.querySelector('article')?.lastElementChild?.tagName),
      ).toBe('ASIDE');
      const footer = page.locator('footer.site-footer');
      expect(await footer.getByRole('link', { name: 'RSS feed' }).getAttribute('href')).toBe(
        '/feed.xml',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await expectNoAxeViolations(page);
      if (width === 1280) await screenshots(page, 'profile-case-study');
      expect(problems).toEqual([]);
      await page.close();
    }
  });

  it('names the photo as og:image, or a PNG card with the name when there is none', async () => {
    const page = await fetch(`${baseURL}/`).then((r) => r.text());
    const card = /<meta property="og:image" content="([^"]+)"/.exec(page)?.[1];
    expect(card).toBe(`${baseURL}/og-image.png`);
    const response = await fetch(card!);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    if (SCREENSHOTS) {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      writeFileSync(`${SCREENSHOT_DIR}og-card.png`, bytes);
    }

    await fullProfile();
    const withPhoto = await fetch(`${baseURL}/`).then((r) => r.text());
    const photo = (await admin<Profile>('GET', '/api/profile')).photo!;
    expect(/<meta property="og:image" content="([^"]+)"/.exec(withPhoto)?.[1]).toBe(
      `${baseURL}${photo}`,
    );
  });
});

describe('admin profile and setup checklist', () => {
  it('edits the photo, headline, location, contact and links; a bad contact is refused under its field', async () => {
    const { page, problems } = await adminPage(browser, 'profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await dialog(page).getByRole('heading', { name: 'Edit Profile' }).waitFor();
    await dialog(page).getByLabel('Headline').fill('Staff engineer');
    await dialog(page).getByLabel('Location').fill('Porto');
    await dialog(page).getByLabel('Contact').fill('not an address');
    await dialog(page).getByRole('button', { name: 'Add link' }).click();
    await dialog(page).getByLabel('Link 1 URL').fill('x.com/ada');
    await dialog(page).getByRole('button', { name: 'Add link' }).click();
    await dialog(page).getByLabel('Link 2 label').fill('Talk');
    await dialog(page).getByLabel('Link 2 URL').fill('ftp://talks.example');
    const file = page.locator('input[type=file][aria-label="Photo file"]');
    await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(400) });
    await dialog(page).getByAltText('Photo preview').waitFor();
    await dialog(page).getByRole('button', { name: 'Update Profile' }).click();
    await dialog(page)
      .getByText(
        'Contact must be an email address or a URL starting with http:// or https://',
        { exact: true },
      )
      .waitFor();
    await dialog(page)
      .getByText('URL must be a valid URL starting with http:// or https://', { exact: true })
      .waitFor();
    await expectNoAxeViolations(page);
    await screenshots(page, 'profile-admin-dialog');
    // Nothing was stored.
    expect((await admin<Profile>('GET', '/api/profile')).headline).toBeUndefined();
    await dialog(page).getByLabel('Contact').fill('https://cal.example/ada');
    await dialog(page).getByLabel('Link 2 URL').fill('talks.example');
    await dialog(page).getByRole('button', { name: 'Update Profile' }).click();
    // The refusal's toast may still show (5 s): the answer's toast replaces it.
    await page.locator('.toast', { hasText: 'Success!' }).waitFor();
    expect(await toastText(page)).toBe('Success!\nProfile updated successfully.');
    const stored = await admin<Profile>('GET', '/api/profile');
    expect(stored).toMatchObject({
      headline: 'Staff engineer',
      location: 'Porto',
      contact: 'https://cal.example/ada',
      links: [
        { label: '', url: 'https://x.com/ada' },
        { label: 'Talk', url: 'https://talks.example' },
      ],
    });
    expect(stored.photo).toMatch(/^\/uploads\//);
    await page.getByText('Staff engineer', { exact: true }).waitFor();
    await page.goto(`${baseURL}/`);
    await waitForApp(page);
    expect(await texts(page, '.hero-links a')).toEqual(['GitHub', 'LinkedIn', 'X', 'Talk']);
    expect(
      await page.locator('footer.site-footer').getByRole('link', { name: 'Contact' }).getAttribute('href'),
    ).toBe('https://cal.example/ada');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens on the setup checklist until the profile, an experience and a published case study are there', async () => {
    await setProfile({ name: 'Your Name' });
    for (const width of [390, 1280]) {
      const { page } = await adminPage(browser, 'experiences', width);
      const checklist = page.getByRole('region', { name: 'Set up your portfolio' });
      await checklist.waitFor();
      expect(await checklist.getByText('3 steps left', { exact: false }).count()).toBe(1);
      await expectNoAxeViolations(page);
      if (width === 1280) await screenshots(page, 'profile-setup-checklist');
      await page.close();
    }
    const { page, problems } = await adminPage(browser);
    const checklist = page.getByRole('region', { name: 'Set up your portfolio' });
    await checklist.getByRole('button', { name: 'Fill in profile' }).click();
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    await setProfile({ name: 'Ada Example' });
    await addExperience({
      jobTitle: 'Engineer',
      company: 'Acme',
      industry: 'Fintech',
      startDate: '2022-01',
      isCurrentJob: true,
      description: 'Built things.',
      accomplishments: 'Shipped.',
    });
    await page.reload();
    await checklist.getByText('One step left', { exact: false }).waitFor();
    expect(await checklist.locator('.setup-step--done').count()).toBe(2);
    await checklist.getByRole('button', { name: 'Go to case studies' }).click();
    await page.getByRole('button', { name: 'Add Case Study' }).waitFor();
    await addCaseStudy({
      title: 'Ledger',
      slug: 'ledger',
      description: 'Fast.',
      content: editorContent([{ type: 'paragraph', data: { text: 'Hi' } }]),
    });
    await page.reload();
    await page.getByRole('heading', { name: 'ADMIN DASHBOARD' }).waitFor();
    await page.getByRole('tab', { name: 'Manage Case Studies' }).waitFor();
    await page.getByText('Ledger', { exact: true }).waitFor();
    expect(await checklist.count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
