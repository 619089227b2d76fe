// Runs before each browser test file: one Chromium per file, closed when the file is done.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { closeAdminPages } from './admin';
import { startBrowser, stopBrowser } from './browser';
import { closeContexts } from './page';

beforeAll(startBrowser);
afterEach(async () => {
  await closeAdminPages();
  await closeContexts();
});
afterAll(stopBrowser);
