/**
 * Forms and guides the service-site page offers to download, by region (getZlxzList; served by
 * alias, seeded once): real documents, drawn as PDFs with the CJK font (downloadPdf.ts), not text
 * files (issue 27). `fields` are the form's blanks (a value prints pre-filled), `items` a list.
 * The hall's own forms are the registry's region's (REGISTRY_REGION_CODE); one other region's
 * form shows that a list is by region.
 */
export interface DownloadFile {
  fileAlias: string;
  fileName: string;
  xzqdm: string;
  title: string;
  fields?: Array<[label: string, value?: string]>;
  items?: string[];
  signature?: string;
}

const DATE_BLANK = '          年    月    日';

export const downloadFiles = (registryRegion: string): DownloadFile[] => [
  {
    fileAlias: 'hd-sqs',
    fileName: '不动产登记申请书.pdf',
    xzqdm: registryRegion,
    title: '不动产登记申请书',
    fields: [['申请人'], ['身份证件号码'], ['联系电话'], ['不动产坐落'], ['不动产权证书号'], ['申请登记事由']],
    signature: `申请人（签章）：${DATE_BLANK}`,
  },
  {
    fileAlias: 'hd-wts',
    fileName: '授权委托书.pdf',
    xzqdm: registryRegion,
    title: '授权委托书',
    fields: [['委托人'], ['委托人身份证件号码'], ['受托人'], ['受托人身份证件号码'], ['委托事项', '代为办理不动产登记相关手续'], ['委托期限']],
    signature: `委托人（签章）：${DATE_BLANK}`,
  },
  {
    fileAlias: 'hd-clqd',
    fileName: '二手房转移登记材料清单.pdf',
    xzqdm: registryRegion,
    title: '二手房转移登记材料清单',
    items: ['1. 不动产登记申请书', '2. 申请人身份证明', '3. 不动产权证书', '4. 买卖合同', '5. 完税凭证'],
  },
  {
    fileAlias: 'dt-sqs',
    fileName: '大同市不动产登记申请书.pdf',
    xzqdm: '140200',
    title: '大同市不动产登记申请书',
    fields: [['申请人'], ['身份证件号码'], ['联系电话'], ['不动产坐落']],
    signature: `申请人（签章）：${DATE_BLANK}`,
  },
];
