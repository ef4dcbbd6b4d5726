import { rgb } from 'pdf-lib';
import { maskIdNumber } from '../../../engine/masking/maskIdNumber';
import { describeEncumbrances } from '../certificates/encumbrances';
import type { Certificate } from '../certificates/types';
import { buildCjkPdf } from './cjkFont';
import { formatDateTime } from '../../../engine/dates/formatDateTime';
import { PageWriter } from './layout';
import { drawVerifyQr } from './qrCorner';

export interface ReportInput {
  certificate: Certificate;
  /** The person who asked (a holder of the certificate). */
  holder: { name: string; cardnum: string };
  /** The units the report is about: one of the certificate's, or all of them '@'-joined. */
  bdcdyid: string;
  /** Where the QR code points: the verify link. */
  verifyUrl: string;
  /** Report number shown on the page (the verify code). */
  code: string;
  /** The registry's name. */
  authority: string;
  now?: Date;
}

/**
 * 不动产登记信息查询结果 (the verification report of spec 000 section 2): holder, ID number,
 * unit number, certificate number, location, right holders, areas, use, seizures and
 * mortgages, in Chinese with an embedded CJK font, and a QR code pointing at the verify link.
 * ID numbers are masked (the report may be shown to others).
 */
export async function buildReportPdf(input: ReportInput): Promise<Buffer> {
  const { certificate: c, now = new Date() } = input;
  const burdens = describeEncumbrances(c);
  const doc = await buildCjkPdf(async (doc, font) => {
    doc.setTitle('不动产登记信息查询结果');
    doc.setAuthor(input.authority);
    doc.setCreationDate(now);
    const w = new PageWriter(doc, font);

    const labelBaseline = await drawVerifyQr(doc, w, input.verifyUrl);

    w.title('不动产登记信息查询结果');
    w.text(`报告编号：${input.code}`, 9);
    w.text(`查询时间：${formatDateTime(now)}`, 9);
    // The first section's bar starts below the QR code's label, which it would otherwise cover.
    w.y = Math.min(w.y - 20, labelBaseline - 4);

    w.section('查询人信息');
    w.rows([
      ['权利人姓名', input.holder.name],
      ['证件号码', maskIdNumber(input.holder.cardnum)],
    ]);
    w.section('不动产权利信息');
    w.rows([
      ['不动产单元号', input.bdcdyid.split('@').join('、')],
      ['不动产权证号', c.bdcqzh],
      ['坐落', c.zl],
      ['权利人', c.holders.map((h) => `${h.name}（${maskIdNumber(h.cardnum)}）${h.share && h.share !== '100%' ? ` ${h.share}` : ''}`).join('；')],
      ['共有情况', c.gyfs],
      ['用途', c.yt],
      ['建筑面积', c.jzmj > 0 ? `${c.jzmj.toFixed(2)}平方米` : '—'],
      ['土地面积（分摊）', `${c.tdmj.toFixed(2)}平方米`],
      ['权利性质', c.qlxz],
      ['使用期限', c.syqx],
      ['证书状态', c.sfyx === '1' ? '有效' : '无效'],
    ]);
    w.section('查封信息');
    w.table(
      ['查封机关', '查封类型', '查封文号', '查封文件', '查封期限', '登记时间'],
      burdens.seizures.map((s) => [s.organ, s.typeName, s.documentNumber, s.file, `${s.periodStart}至${s.periodEnd}`, s.registeredAt]),
      // Wide enough for a document number and a period on one line each: a value reads whole.
      [0.19, 0.09, 0.21, 0.19, 0.21, 0.11],
    );
    w.section('抵押信息');
    w.table(
      ['抵押权人／不动产登记证明号', '抵押人', '债权数额', '债务履行期限', '登记时间'],
      // Under the mortgagee, the proof number it holds: the number 缮证 printed (docs/decisions/0075), each on a line of its own.
      burdens.mortgages.map((m) => [m.proofNumber ? `${m.mortgagee}\n${m.proofNumber}` : m.mortgagee, m.mortgagor, m.amountText, `${m.periodStart}至${m.periodEnd}`, m.registeredAt]),
      [0.34, 0.14, 0.14, 0.24, 0.14],
    );
    if (burdens.objections.length > 0 || burdens.restrictions.length > 0) {
      w.section('异议及限制信息');
      w.table(
        ['类型', '申请人/机关', '事项', '登记时间'],
        [...burdens.objections.map((o) => ['异议登记', o.applicant, o.matter, o.registeredAt]), ...burdens.restrictions.map((r) => ['限制登记', r.organ, r.matter, r.registeredAt])],
        [0.14, 0.3, 0.4, 0.16],
      );
    }
    w.closing([
      { gapBefore: 12, text: '说明：本结果依据查询时不动产登记簿记载的信息出具，仅供参考；扫描右上角二维码或访问验证地址可核验本结果的真实性。', size: 8, color: rgb(0.35, 0.35, 0.35) },
      { text: `验证地址：${input.verifyUrl}`, size: 8, color: rgb(0.35, 0.35, 0.35) },
      { gapBefore: 10, text: input.authority, size: 11, color: rgb(0, 0, 0) },
    ]);
  });
  return Buffer.from(await doc.save());
}
