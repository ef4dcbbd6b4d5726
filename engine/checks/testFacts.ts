import type { CertificateFacts, FoundReference } from './types';

/** A valid certificate held by 张建国, free of encumbrances unless told (for the checks' tests). */
export const certificate = (changes: Partial<CertificateFacts> = {}): CertificateFacts => ({
  bdcqzh: '冀(2019)邯郸市不动产权第0016875号',
  zl: '锦绣花园3号楼2单元1502室',
  sfyx: '1',
  holders: [{ name: '张建国', cardnum: '130402198503151231' }],
  units: ['130402001001GB00001F00010001'],
  mortgages: [],
  seizures: [],
  objections: [],
  restrictions: [],
  ...changes,
});

export const found = (facts: CertificateFacts | undefined, number = '冀(2019)邯郸市不动产权第0016875号', names: 'certificate' | 'proof' = 'certificate'): FoundReference => ({ number, names, certificate: facts });

export const seizure = { organ: '邯郸市邯山区人民法院', typeName: '查封', type: 1, documentNumber: '(2023)冀0402执保1234号', periodStart: '2023-08-15', periodEnd: '2026-08-14' };
export const mortgage = { mortgagee: '中国建设银行股份有限公司邯郸分行', amountText: '68万元', periodStart: '2019-07-02', periodEnd: '2039-07-01', proofNumber: '冀(2019)邯郸市不动产证明第0001234号' };
