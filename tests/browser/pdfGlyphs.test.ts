import { PDFDocument } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLicencePdf } from '../../server/registry/pdf/licencePdf';
import { buildReportPdf } from '../../server/registry/pdf/reportPdf';
import { buildVerificationResultPdf } from '../../server/registry/pdf/verificationResultPdf';
import { cjkFontBytes } from '../../server/registry/pdf/cjkFont';
import { loadSubsettableFont } from '../../server/registry/pdf/subsetFont';
import { DEMO_CERTIFICATES, ZHANG } from '../../server/registry/seed/demoRegistry';
import { makeUnstoredKey } from '../../server/registry/signing/registryKey';
import { launchChromium } from '../support/phoneBrowser';
import { crop, type GrayImage } from '../support/glyphs/grayImage';
import { drawWithChromium } from '../support/glyphs/drawReference';
import { inkSimilarity } from '../support/glyphs/inkSimilarity';
import { findLines, renderWithPdfjs, renderWithPoppler } from '../support/glyphs/renderPdf';

/**
 * Every kind of PDF we make is drawn to a picture by pdf.js and by poppler, and lines of known
 * text in it are compared with the same text drawn by Chromium with the same font: a glyph drawn
 * as a box, left out or swapped for another makes the line unlike its reference.
 */
const SCALE = 3; // pixels a point: 216 dpi
/** Lines drawn right score 0.8 to 1 here, the control's broken line below 0.1. */
const ALIKE = 0.6;

const demo = DEMO_CERTIFICATES[0]!;
const certificate = { ...demo, ...demo.details, issuedAt: new Date(demo.issuedAt) };
const now = new Date('2026-05-18T09:30:00+08:00');
const AUTHORITY = '邯郸市不动产登记中心';

const kinds: { name: string; build: () => Promise<Buffer>; lines: string[] }[] = [
  {
    name: 'certificate report',
    build: () => buildReportPdf({ certificate, holder: ZHANG, bdcdyid: demo.bdcdyid, verifyUrl: 'http://127.0.0.1/online/public/verify/verifyquery?code=1', code: '1', authority: AUTHORITY, now }),
    lines: ['不动产登记信息查询结果', '张建国', demo.bdcqzh, demo.syqx],
  },
  {
    name: 'electronic licence',
    build: () => buildLicencePdf(certificate, makeUnstoredKey(AUTHORITY), '13040020190016875', AUTHORITY, now),
    lines: ['中华人民共和国不动产权证书（电子证照）', demo.bdcqzh, demo.zl, demo.syqx],
  },
  {
    name: 'verification result',
    build: () =>
      buildVerificationResultPdf('不动产权证书.pdf', { signed: true, registry: true, unchanged: true, signer: '邯郸市不动产登记中心', signingTime: now.toISOString(), size: 1234, reason: 'ok' }, AUTHORITY, now),
    lines: ['电子证照验证结果', '不动产权证书.pdf', '邯郸市不动产登记中心'],
  },
];

let browser: Browser;
let page: Page;
const referenceFont = loadSubsettableFont(cjkFontBytes());

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
});
afterAll(() => browser?.close());

/** Each line's likeness to Chromium's drawing, in pdf.js's and poppler's pictures of page 1. */
async function likeness(pdf: Uint8Array, texts: string[]): Promise<{ popplerWarnings: string; lines: { text: string; pdfjs: number; poppler: number }[] }> {
  const { pageHeight, lines } = await findLines(pdf, texts);
  const poppler = renderWithPoppler(pdf, SCALE);
  const pictures = { pdfjs: await renderWithPdfjs(pdf, SCALE), poppler: poppler.image };
  const lineOf = (image: GrayImage, box: { x: number; baseline: number; width: number; size: number }) =>
    crop(image, (box.x - 1) * SCALE, (pageHeight - box.baseline - box.size * 1.05) * SCALE, (box.width + 2) * SCALE, box.size * 1.35 * SCALE);
  const results = [];
  for (const text of texts) {
    const box = lines.get(text);
    expect(box, `"${text}" is in the text layer`).toBeDefined();
    const reference = await drawWithChromium(page, referenceFont.subset(text), text, box!.size * SCALE);
    results.push({ text, pdfjs: inkSimilarity(lineOf(pictures.pdfjs, box!), reference), poppler: inkSimilarity(lineOf(pictures.poppler, box!), reference) });
  }
  return { popplerWarnings: poppler.warnings, lines: results };
}

describe('the glyphs of our PDFs', () => {
  for (const kind of kinds)
    it(`draws every character of the ${kind.name} in pdf.js and poppler`, { timeout: 120_000 }, async () => {
      const pdf = new Uint8Array(await kind.build());
      const { popplerWarnings, lines } = await likeness(pdf, kind.lines);
      expect(popplerWarnings).toBe('');
      for (const line of lines) {
        expect(line.pdfjs, `pdf.js: ${line.text}`).toBeGreaterThan(ALIKE);
        expect(line.poppler, `poppler: ${line.text}`).toBeGreaterThan(ALIKE);
      }
    });

  it('tells a broken font from a good one (control: the same line with fontkit’s subset)', async () => {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const font = await doc.embedFont(cjkFontBytes(), { subset: true });
    doc.addPage([595, 200]).drawText(demo.bdcqzh, { x: 40, y: 100, size: 12, font });
    const [line] = (await likeness(await doc.save(), [demo.bdcqzh])).lines;
    expect(Math.min(line!.pdfjs, line!.poppler)).toBeLessThan(ALIKE);
  });
});
