import { formatDateTime } from '../../engine/dates/formatDateTime';

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const FONT = "font-family=\"'Noto Sans SC','Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif\"";

/** The 800x400 preview of a found certificate query on the record page (spec 000 section 9). */
export function drawRecordPreview(input: { bdcqzh: string; zl: string; code: string; at: Date }): string {
  const zl = input.zl.length > 30 ? [input.zl.slice(0, 30), input.zl.slice(30)] : [input.zl];
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400" role="img" aria-label="不动产登记信息查询结果">' +
    '<rect width="800" height="400" fill="#fdfaf2" stroke="#b8860b" stroke-width="6"/>' +
    `<text x="400" y="70" text-anchor="middle" font-size="34" font-weight="bold" fill="#7a1f1f" ${FONT}>不动产登记信息查询结果</text>` +
    `<text x="60" y="150" font-size="24" ${FONT}>${esc(input.bdcqzh)}</text>` +
    zl.map((line, i) => `<text x="60" y="${200 + i * 34}" font-size="22" fill="#333" ${FONT}>${esc(line)}</text>`).join('') +
    `<text x="60" y="320" font-size="18" fill="#666" ${FONT}>报告编号：${esc(input.code)}</text>` +
    `<text x="60" y="352" font-size="18" fill="#666" ${FONT}>出具时间：${formatDateTime(new Date(input.at))}</text>` +
    `<circle cx="680" cy="300" r="62" fill="none" stroke="#c00" stroke-width="4"/><text x="680" y="308" text-anchor="middle" font-size="20" fill="#c00" ${FONT}>登记中心</text>` +
    '</svg>'
  );
}
