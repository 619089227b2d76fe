// Runs before each browser test file: one Chromium per file, closed when the file is done.
import { afterAll, beforeAll } from 'vitest';
import { startBrowser, stopBrowser } from './browser';

beforeAll(startBrowser);
afterAll(stopBrowser);
