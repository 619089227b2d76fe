// The public pages load no admin-only code (issue 5): neither the chunks the built manifest says
// the entry imports, nor what Chromium actually fetches for `/` and a case study, contain
// Editor.js or dnd-kit. And a visitor who only reads downloads no script at all (issue 22): the
// app's code is asked for on the first gesture, and then takes the page over.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { waitForApp } from './app';
import { browser, restPointer } from './browser';
import { baseURL } from './shared-server';

const dist = resolve(import.meta.dirname, '..', 'dist');
const FORBIDDEN = /editorjs|editor\.js|dnd-kit|@dnd-kit/i;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

describe('public bundle', () => {
  it('the entry and its static imports in the manifest hold no Editor.js or dnd-kit', () => {
    const manifest = JSON.parse(
      readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
    const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
    expect(entry, 'an entry chunk').toBeDefined();
    // Everything the entry loads statically: what `/` and `/case-studies/*` load at first.
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const next of manifest[key]?.imports ?? []) visit(next);
    };
    visit(entry![0]);
    for (const key of seen) {
      const chunk = manifest[key]!;
      expect(key, 'manifest key').not.toMatch(FORBIDDEN);
      expect(chunk.src ?? '', 'source').not.toMatch(FORBIDDEN);
      for (const file of [chunk.file, ...(chunk.css ?? [])]) {
        expect(readFileSync(resolve(dist, file), 'utf8'), file).not.toMatch(FORBIDDEN);
      }
    }
  });

  it('what Chromium fetches for / and a case study holds no Editor.js or dnd-kit', async () => {
    for (const path of ['/', '/case-studies/anything']) {
      const page = await browser.newPage();
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.url());
      });
      await page.goto(baseURL + path, { waitUntil: 'networkidle' });
      await waitForApp(page);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const url of scripts) {
        expect(url).not.toMatch(FORBIDDEN);
        expect(await (await fetch(url)).text(), url).not.toMatch(FORBIDDEN);
      }
      await page.close();
    }
  });

  it('asks for no script until the visitor reaches for the page, then takes it over', async () => {
    for (const path of ['/', '/case-studies/anything', '/?tab=education']) {
      const page = await browser.newPage();
      await restPointer(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(baseURL + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      expect(scripts, path).toEqual([]);
      await waitForApp(page);
      expect(scripts.length, path).toBeGreaterThan(0);
      await page.close();
    }
  });

});
