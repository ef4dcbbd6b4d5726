import { PDFDocument } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLicencePdf } from '../../server/registry/pdf/licencePdf';
import { buildReportPdf } from '../../server/registry/pdf/reportPdf';
import { buildVerificationResultPdf } from '../../server/registry/pdf/verificationResultPdf';
import { downloadFiles } from '../../server/features/appointments/downloadFiles';
import { buildCaseDocumentPdf } from '../../server/registry/pdf/caseDocumentPdf';
import { certificateContent, proofContent } from '../../server/registry/registration/issueDocument';
import { describeEncumbrances } from '../../server/registry/certificates/encumbrances';
import { buildDownloadPdf } from '../../server/db/seed/downloadPdf';
import { cjkFontBytes } from '../../server/registry/pdf/cjkFont';
import { loadSubsettableFont } from '../../server/registry/pdf/subsetFont';
import { DEMO_CERTIFICATES, ZHANG } from '../../server/registry/seed/demoRegistry';
import { makeUnstoredKey } from '../../server/registry/signing/registryKey';
import { launchChromium } from '../support/phoneBrowser';
import { crop, type GrayImage } from '../support/glyphs/grayImage';
import { drawWithChromium } from '../support/glyphs/drawReference';
import { inkSimilarity } from '../support/glyphs/inkSimilarity';
import { extractPages, findLines, renderWithPdfjs, renderWithPoppler } from '../support/glyphs/renderPdf';
import { formatDate } from '../../engine/dates/formatDate';
import { formatDateTime } from '../../engine/dates/formatDateTime';

/**
 * Every kind of PDF we make is drawn to a picture by pdf.js and by poppler, and lines of known
 * text in it are compared with the same text drawn by Chromium with the same font: a glyph drawn
 * as a box, left out or swapped for another makes the line unlike its reference.
 */
const SCALE = 3; // pixels a point: 216 dpi
/** Lines drawn right score 0.8 to 1 here, the control's broken line below 0.1. */
const ALIKE = 0.6;

const demo = DEMO_CERTIFICATES[0]!;
const certificateOf = (record: (typeof DEMO_CERTIFICATES)[number]) => ({ ...record, ...record.details, issuedAt: new Date(record.issuedAt) });
const now = new Date('2026-05-18T09:30:00+08:00');
const AUTHORITY = '邯郸市不动产登记中心';

// The report is of a certificate under seizure (its longest page); its number holds "ff", as the
// registry's random codes often do, and its address is made as the registry makes it.
const seized = DEMO_CERTIFICATES.find((record) => record.details.seizures.length > 0)!;
const reportCode = '9ff1c0e2ffa83b7d4e51';
const verifyUrl = `http://127.0.0.1:3000/online/public/verify/verifyquery?code=${reportCode}&dyid=${encodeURIComponent(seized.bdcdyid)}`;
// The licence is of a certificate with two units.
const twoUnits = DEMO_CERTIFICATES.find((record) => record.bdcdyid.includes('@'))!;
const licenceNumber = '13040020220031207';
// The documents of a case (docs/decisions/0075): a notice, a transfer's new certificate, a mortgage's proof.
const mortgage = describeEncumbrances(certificateOf(demo)).mortgages[0]!;
const noticeRows: Array<[string, string]> = [
  ['业务类型', '二手房转移登记'],
  ['申请人', '张建国（130402********1231）\n李秀英（130402********2649）'],
  ['收件材料', '身份证明（2页）\n不动产权证书（1页）'],
  ['受理时间', formatDateTime(now)],
  ['法定办结时限', '2026-06-01'],
];
const newCertificate = { ...certificateOf(twoUnits), bdcqzh: '冀(2026)邯郸市不动产权第0000012号', issuedAt: now };
const documentUrl = `http://127.0.0.1:3000/online/public/verify/verifyquery?code=${reportCode}&dyid=${encodeURIComponent(twoUnits.bdcdyid)}`;

/** Each kind of PDF: lines whose drawing is compared with Chromium's, and values it must copy out exactly. */
const kinds: { name: string; build: () => Promise<Buffer>; lines: string[]; values: string[] }[] = [
  {
    name: 'certificate report',
    build: () => buildReportPdf({ certificate: certificateOf(seized), holder: ZHANG, bdcdyid: seized.bdcdyid, verifyUrl, code: reportCode, authority: AUTHORITY, now }),
    lines: ['不动产登记信息查询结果', '扫码验证', '张建国', seized.bdcqzh, seized.syqx, seized.bdcdyid, `报告编号：${reportCode}`, verifyUrl],
    values: [
      seized.bdcdyid,
      seized.bdcqzh,
      seized.zl,
      reportCode,
      formatDateTime(now),
      verifyUrl,
      ...seized.details.seizures.flatMap((s) => [s.documentNumber, s.periodStart, s.periodEnd, s.registeredAt]),
    ],
  },
  {
    name: 'electronic licence',
    build: () => buildLicencePdf(certificateOf(twoUnits), makeUnstoredKey(AUTHORITY), licenceNumber, AUTHORITY, now),
    lines: ['中华人民共和国不动产权证书（电子证照）', twoUnits.bdcqzh, twoUnits.zl, twoUnits.syqx, ...twoUnits.bdcdyid.split('@')],
    values: [...twoUnits.bdcdyid.split('@'), twoUnits.bdcqzh, twoUnits.zl, licenceNumber, formatDate(twoUnits.issuedAt), formatDateTime(now)],
  },
  {
    name: 'verification result',
    build: () =>
      buildVerificationResultPdf(
        'licence-0016875.pdf',
        { signed: true, registry: true, unchanged: true, signer: AUTHORITY, signingTime: now.toISOString(), size: 1234, reason: 'ok' },
        AUTHORITY,
        { licenceNumber, certificateNumber: twoUnits.bdcqzh },
        now,
      ),
    lines: ['电子证照验证结果', 'licence-0016875.pdf', AUTHORITY, twoUnits.bdcqzh],
    values: ['licence-0016875.pdf', licenceNumber, twoUnits.bdcqzh, formatDateTime(now)],
  },
  {
    name: 'acceptance notice',
    build: () => buildCaseDocumentPdf({ title: '不动产登记受理通知书', numberLine: '受理号：DJ2026W00012', rows: noticeRows, note: '您的登记申请已受理。', authority: AUTHORITY, now }),
    lines: ['不动产登记受理通知书', '受理号：DJ2026W00012', '二手房转移登记', '张建国（130402********1231）', '身份证明（2页）'],
    values: ['DJ2026W00012', '张建国（130402********1231）', '李秀英（130402********2649）', '不动产权证书（1页）', '2026-06-01', formatDateTime(now)],
  },
  {
    name: 'printed certificate',
    build: () => buildCaseDocumentPdf({ ...certificateContent({ business: '二手房转移登记', prolsh: 'DJ2026W00012' }, newCertificate), authority: AUTHORITY, verifyUrl: documentUrl, now }, makeUnstoredKey(AUTHORITY)),
    lines: ['不动产权证书', '扫码验证', `不动产权证号：${newCertificate.bdcqzh}`, twoUnits.zl, ...twoUnits.bdcdyid.split('@')],
    values: [newCertificate.bdcqzh, 'DJ2026W00012', twoUnits.zl, ...twoUnits.bdcdyid.split('@'), formatDate(now), documentUrl],
  },
  {
    name: 'registration proof',
    build: () =>
      buildCaseDocumentPdf(
        {
          ...proofContent({ business: '抵押权首次登记', prolsh: 'DJ2026W00013', holders: mortgage.mortgagee, obligors: mortgage.mortgagor }, { number: mortgage.proofNumber!, certificate: certificateOf(demo), named: undefined, mortgage, cancels: undefined, at: now }),
          authority: AUTHORITY,
          verifyUrl: documentUrl,
          now,
        },
        makeUnstoredKey(AUTHORITY),
      ),
    lines: ['不动产登记证明', `不动产登记证明号：${mortgage.proofNumber}`, mortgage.mortgagee, demo.bdcqzh],
    values: [mortgage.proofNumber!, mortgage.mortgagee, demo.bdcqzh, demo.bdcdyid, mortgage.amountText, `${mortgage.periodStart}至${mortgage.periodEnd}`, mortgage.registeredAt],
  },
  {
    // The query report's mortgage entry names the proof number the mortgagee holds (issue 29).
    name: 'report of a mortgaged certificate',
    build: () => buildReportPdf({ certificate: certificateOf(demo), holder: ZHANG, bdcdyid: demo.bdcdyid, verifyUrl, code: reportCode, authority: AUTHORITY, now }),
    lines: ['抵押信息', mortgage.mortgagee, mortgage.proofNumber!],
    values: [mortgage.proofNumber!, mortgage.mortgagee, mortgage.periodStart, mortgage.periodEnd],
  },
  {
    // The service sites' downloadable forms are documents too (issue 27: they were text files).
    name: 'downloadable form',
    build: () => buildDownloadPdf(downloadFiles('130400').find((file) => file.fileAlias === 'hd-wts')!),
    lines: ['授权委托书', '委托人身份证件号码', '代为办理不动产登记相关手续'],
    values: ['授权委托书', '受托人身份证件号码', '委托期限'],
  },
];

/** Each kind is built once for all the tests that read it. */
const built = new Map<string, Promise<Uint8Array>>();
function pdfOf(kind: (typeof kinds)[number]): Promise<Uint8Array> {
  if (!built.has(kind.name)) built.set(kind.name, kind.build().then((pdf) => new Uint8Array(pdf)));
  return built.get(kind.name)!;
}

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
      const pdf = await pdfOf(kind);
      const { popplerWarnings, lines } = await likeness(pdf, kind.lines);
      expect(popplerWarnings).toBe('');
      for (const line of lines) {
        expect(line.pdfjs, `pdf.js: ${line.text}`).toBeGreaterThan(ALIKE);
        expect(line.poppler, `poppler: ${line.text}`).toBeGreaterThan(ALIKE);
      }
    });

  for (const kind of kinds)
    it(`copies out every value of the ${kind.name} exactly as the data has it`, async () => {
      const pages = extractPages(await pdfOf(kind));
      const lines = pages.flat();
      for (const value of kind.values) expect(lines.some((line) => line.includes(value)), `"${value}" in ${JSON.stringify(lines)}`).toBe(true);
      // Kinsoku: no line begins with a mark that closes what came before.
      expect(lines.filter((line) => /^[。，、；：！？）]/.test(line))).toEqual([]);
    });

  it('keeps the report’s closing lines on the page of its last entry', async () => {
    const pages = extractPages(await pdfOf(kinds[0]!));
    const last = pages.at(-1)!;
    expect(last.at(-1)).toBe(AUTHORITY);
    expect(last).toContain(verifyUrl);
    expect(last).toContain('限制转移登记（共有人异议期间）');
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
