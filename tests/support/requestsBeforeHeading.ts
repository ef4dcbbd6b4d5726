import type { Page, Request } from 'playwright-core';

/**
 * The requests a page made before a heading matching `name` first showed. The moment is taken in the
 * page itself (a mutation observer installed before its scripts run): on a slow machine the test's own
 * wait for the heading returns late, and requests made after the head showed (code loaded after first
 * paint, by design) would otherwise be counted as if the head had waited for them. The page's earlier
 * document is let finish first, so none of its late requests is taken for the new one's.
 */
export async function requestsBeforeHeading(page: Page, url: string, name: RegExp): Promise<Request[]> {
  await page.addInitScript((source) => {
    const wanted = new RegExp(source);
    const observer = new MutationObserver(() => {
      const headings = document.querySelectorAll('h1, h2, h3, [role=heading]');
      if (![...headings].some((heading) => wanted.test(heading.textContent ?? ''))) return;
      (window as unknown as { headingShownAt: number }).headingShownAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  }, name.source);
  await page.waitForLoadState('networkidle');
  const asked: Request[] = [];
  const record = (request: Request) => asked.push(request);
  page.on('request', record);
  await page.goto(url);
  await page.getByRole('heading', { name }).waitFor();
  await page.waitForLoadState('networkidle');
  page.off('request', record);
  const shownAt = await page.evaluate(() => (window as unknown as { headingShownAt: number }).headingShownAt);
  return asked.filter((request) => request.timing().startTime <= shownAt);
}
