import { formatDate } from '../../../engine/dates/formatDate';
import { maskIdNumber } from '../../../engine/masking/maskIdNumber';
import type { Certificate } from '../certificates/types';

/**
 * A certificate's register page as label/value rows: what its electronic licence and the printed
 * 不动产权证书 (缮证, docs/decisions/0075) both say. ID numbers masked: the documents are shown to others.
 */
export function certificateRows(c: Certificate): Array<[string, string]> {
  return [
    ['不动产权证号', c.bdcqzh],
    ['权利人', c.holders.map((h) => h.name).join('、')],
    ['证件号码', c.holders.map((h) => maskIdNumber(h.cardnum)).join('、')],
    ['共有情况', c.gyfs],
    ['坐落', c.zl],
    ['不动产单元号', c.bdcdyid.split('@').join('\n')],
    ['权利类型', c.jzmj > 0 ? '国有建设用地使用权/房屋所有权' : '国有建设用地使用权'],
    ['权利性质', c.qlxz],
    ['用途', c.yt],
    ['面积', c.jzmj > 0 ? `共有宗地面积${c.tdmj.toFixed(2)}㎡/房屋建筑面积${c.jzmj.toFixed(2)}㎡` : `宗地面积${c.tdmj.toFixed(2)}㎡`],
    ['使用期限', c.syqx],
    ['登簿日期', formatDate(c.issuedAt)],
    ['证书状态', c.sfyx === '1' ? '有效' : '无效'],
  ];
}
