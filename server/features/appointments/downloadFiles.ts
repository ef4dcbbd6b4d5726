/** Forms and guides the service-site page offers to download, by region (getZlxzList; served by alias, seeded once). */
export const DOWNLOADS: { fileAlias: string; fileName: string; xzqdm: string; text: string }[] = [
  {
    fileAlias: 'hd-sqs',
    fileName: '不动产登记申请书.txt',
    xzqdm: '130400',
    text: '不动产登记申请书\n\n申请人：\n身份证件号码：\n联系电话：\n不动产坐落：\n申请登记事由：\n\n申请人（签章）：          年    月    日\n',
  },
  {
    fileAlias: 'hd-wts',
    fileName: '授权委托书.txt',
    xzqdm: '130400',
    text: '授权委托书\n\n委托人：\n受托人：\n委托事项：代为办理不动产登记相关手续\n委托期限：\n\n委托人（签章）：          年    月    日\n',
  },
  {
    fileAlias: 'hd-clqd',
    fileName: '二手房转移登记材料清单.txt',
    xzqdm: '130400',
    text: '二手房转移登记材料清单\n\n1. 不动产登记申请书\n2. 申请人身份证明\n3. 不动产权证书\n4. 买卖合同\n5. 完税凭证\n',
  },
  {
    fileAlias: 'dt-sqs',
    fileName: '大同市不动产登记申请书.txt',
    xzqdm: '140200',
    text: '大同市不动产登记申请书\n\n申请人：\n身份证件号码：\n联系电话：\n不动产坐落：\n',
  },
];
