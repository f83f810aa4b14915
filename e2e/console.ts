// Collects console errors, page errors and React hydration warnings, so a journey can assert there were none.
import type { Page } from '@playwright/test';

export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (msg.type() === 'error' || /hydrat|did not match|mismatch/i.test(text)) problems.push(`${msg.type()}: ${text}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}
