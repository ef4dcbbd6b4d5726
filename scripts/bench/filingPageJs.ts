/**
 * JS (gzip) a filing page loads in all (pageJsGzip.ts). Budget: 300 KB.
 *
 * benchFilingPageJs() measures the real filing pages of a first mortgage on the built
 * server, signed in: the fill page (/info/infofilldyqsc) and the mortgage sub-form (/info/dyqinfo,
 * React, antd-mobile, RJSF, the engine, the configuration and the form's precompiled validator),
 * three fresh loads each with the home route as the peer of the same run.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureSignedInPageJs, type SignedInPage } from './detailPageJs';
import { startServerProcess, tempDataDir } from './serverProcess';

/** The real filing pages of a first mortgage: the fill page with its sections, and the mortgage sub-form with its precompiled validator. */
const FILING_PAGES: SignedInPage[] = [
  { label: 'fill page', path: (id) => `/info/infofilldyqsc?id=${id}&djlx=100&qllx=4&appointment=0`, ready: '[data-section]' },
  { label: 'mortgage sub-form page', path: (id) => `/info/dyqinfo?slsqId=${id}&djlx=100&qllx=4&appointment=0`, ready: '[data-form=dyqxx][data-validator=precompiled]' },
];

/** npm run bench's section: the built server on its own data folder; FILING_PAGE_BASE_URL measures a running one instead. */
export async function benchFilingPageJs(port: number): Promise<Record<string, number | string>> {
  const running = process.env.FILING_PAGE_BASE_URL;
  const server = running ? undefined : await startServerProcess(port, tempDataDir());
  try {
    const figures: Record<string, number | string> = {};
    for (const page of FILING_PAGES) Object.assign(figures, await measureSignedInPageJs(running ?? server!.url, page));
    return figures;
  } finally {
    await server?.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchFilingPageJs(39_300 + Math.floor(Math.random() * 300)).then((figures) => console.log(JSON.stringify(figures, null, 2)));
}
