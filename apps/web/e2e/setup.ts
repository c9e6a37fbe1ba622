/**
 * When a browser test fails, every page still open is pictured (e2e/failures/, git-ignored) and its log printed:
 * its URL, console errors, failed requests and error answers. A timeout alone says only what did not appear.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { launchedBrowsers, pageLogs } from './browser';

const failureDir = fileURLToPath(new URL('./failures/', import.meta.url));

function openPages(): Page[] {
  return [...launchedBrowsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
}

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  const pages = openPages();
  mkdirSync(failureDir, { recursive: true });
  const name = context.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
  for (const [index, page] of pages.entries()) {
    if (page.isClosed()) continue;
    const file = `${failureDir}${name}-${index + 1}.png`;
    await page.screenshot({ path: file, fullPage: true, timeout: 10_000 }).catch(() => {});
    const log = pageLogs.get(page) ?? [];
    console.error(
      `[failed: ${context.task.name}] page ${index + 1} at ${page.url()} (picture: ${file})\n${log.slice(-40).join('\n')}`,
    );
  }
});
