/**
 * The contact lines of the registry (getContactUs answers them comma-separated, so no line holds
 * an ASCII comma). One registry office in this emulation; see the decision note on the clerk API.
 */
export const CONTACT_LINES = [
  '邯郸市不动产登记中心',
  '地址：邯郸市丛台区人民东路政务服务中心三楼不动产登记大厅',
  '咨询电话：0310-3196700',
  '投诉监督电话：0310-3196712',
  '工作时间：周一至周五 上午8:30—12:00 下午13:30—17:30（法定节假日除外）',
  '邮政编码：056002',
] as const;
