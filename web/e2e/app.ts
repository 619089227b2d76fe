// Helpers for the browser tests of the server's first draw and of the app taking it over: hold the
// app's code back, wait until the app runs, and read what a visitor sees.
import type { Page } from 'playwright-core';

/** The app's own code: its scripts and folio-core's WASM module (not the stylesheet). */
const APP_CODE = (url: URL) =>
  url.pathname.startsWith('/assets/') && /\.(m?js|wasm)$/.test(url.pathname);

/**
 * Holds every request for the app's code until the answered function is called, so the page
 * shows what the server drew and nothing else. Pages opened meanwhile are held too.
 */
export async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  await page.route(APP_CODE, async (route) => {
    await released;
    // A request of a page already left has nobody waiting for it.
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Whether the app has drawn or taken over the page (React owns `#root > main`). */
export function appRuns(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const main = document.querySelector('#root > main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
}

/**
 * Starts the app as a visitor's first gesture does (a key press that changes nothing: Shift),
 * and waits until it has taken the page over: React completes `<main>` after everything inside
 * it, then commits; a frame and a moment later its effects (and the render right after
 * hydration) have run.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => {
    const main = document.querySelector('#root > main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 150))),
  );
}

/**
 * Console errors and warnings and uncaught errors of the page: React reports a hydration
 * mismatch through them ("Hydration failed…", "…did not match…", or in a production build
 * "Minified React error #418/#423/#425").
 */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/**
 * `#root` as a canonical string: elements with their attributes sorted, adjacent texts merged.
 * Two trees with the same string are the same DOM, whoever built them (the HTML parser for the
 * server's markup, React for the app's own render).
 */
export function rootMarkup(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.getElementById('root')!.cloneNode(true) as Element;
    root.normalize();
    const write = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.nodeValue);
      if (node.nodeType !== Node.ELEMENT_NODE) return '';
      const element = node as Element;
      const attributes = [...element.attributes]
        .map((a) => `${a.name}=${JSON.stringify(a.value)}`)
        .sort()
        .join(' ');
      const children = [...element.childNodes].map(write).join('');
      return `<${element.tagName.toLowerCase()} ${attributes}>${children}</>`;
    };
    return write(root);
  });
}

/** What a visitor sees of each element matching `selectors`: place, size, colours and text. */
export function looks(page: Page, selectors: string[]) {
  return page.evaluate((selectors) => {
    const seen: Record<string, unknown>[] = [];
    for (const selector of selectors) {
      document.querySelectorAll(selector).forEach((element, index) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        seen.push({
          element: `${selector} #${index}`,
          box: [box.x, box.y, box.width, box.height].map((n) => Math.round(n * 10) / 10),
          color: style.color,
          background: style.backgroundColor,
          border: style.borderBottomColor,
          text: (element as HTMLElement).innerText,
        });
      });
    }
    return seen;
  }, selectors);
}

/**
 * Waits until the server's page is painted: its markup, its stylesheets and the images on screen
 * (lazy ones below the fold may wait), then two frames.
 */
export async function serverPainted(page: Page): Promise<void> {
  await page.locator('#root > main').waitFor();
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
        (link) => link.sheet !== null,
      ) &&
      [...document.images].every(
        (image) => image.complete || image.getBoundingClientRect().top > innerHeight,
      ),
  );
  await page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
}
