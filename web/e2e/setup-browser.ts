// Runs before each browser test file: one Chromium per file, closed when the file is done.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { closeAdminPages } from './admin';
import { startBrowser, stopBrowser } from './browser';

beforeAll(startBrowser);
afterEach(closeAdminPages);
afterAll(stopBrowser);
