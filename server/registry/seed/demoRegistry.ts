import type { Certificate, CertificateDetails, HouseGeometry, ParcelGeometry } from '../certificates/types';

/**
 * The emulated registry's demo records (listed in the README under "Demo records"). Numbers and
 * people are invented; ID numbers pass the check-digit rule but belong to nobody. Some belong to
 * the README's demo users: 张建国 (demo-verified), 李秀英 (demo-unverified) and 邯郸冀南置业有限公司
 * (demo-enterprise).
 */
export type DemoCertificate = Omit<Certificate, 'issuedAt' | keyof CertificateDetails> & {
  details: CertificateDetails;
  /** ISO date, or 'seed' for a certificate issued when the registry was seeded (its images and ownership info are not ready yet). */
  issuedAt: string;
};

export const ZHANG = { name: '张建国', cardnum: '130402198503151231' };
export const LI = { name: '李秀英', cardnum: '130402199007082649' };
export const JINAN = { name: '邯郸冀南置业有限公司', cardnum: '91130400MA0D8XYZ1K' };
const WANG_SHUFEN = { name: '王淑芬', cardnum: '130403198707210023' };
const ZHAO = { name: '赵志强', cardnum: '130404197812043015' };

const none: CertificateDetails = { mortgages: [], seizures: [], objections: [], restrictions: [] };

export const DEMO_CERTIFICATES: DemoCertificate[] = [
  {
    id: 'ZS1304031900168750',
    bdcqzh: '冀(2019)邯郸市不动产权第0016875号',
    year: 2019,
    serial: '0016875',
    xzqdm: '130403',
    xzqmc: '丛台区',
    bdcdyid: '130403007001GB00123F00031502',
    zdbdcdyid: '130403007001GB00123W00000000',
    gyfs: '单独所有',
    zl: '邯郸市丛台区人民东路356号锦绣花园3号楼2单元1502室',
    yt: '住宅',
    jzmj: 126.45,
    tdmj: 18.62,
    qlxz: '出让/市场化商品房',
    syqx: '2008年05月01日起2078年04月30日止',
    sfyx: '1',
    issuedAt: '2019-06-18T09:30:00+08:00',
    holders: [{ ...ZHANG, share: '100%' }],
    details: {
      ...none,
      mortgages: [
        {
          mortgagee: '中国建设银行股份有限公司邯郸分行',
          mortgagor: '张建国',
          amount: 68,
          unit: '3',
          periodStart: '2019-07-02',
          periodEnd: '2039-07-01',
          registeredAt: '2019-07-05',
          proofNumber: '冀(2019)邯郸市不动产证明第0001234号',
        },
      ],
    },
  },
  {
    id: 'ZS1304021600083210',
    bdcqzh: '冀(2016)邯郸市不动产权第0008321号',
    year: 2016,
    serial: '0008321',
    xzqdm: '130402',
    xzqmc: '邯山区',
    bdcdyid: '130402005012GB00088F00120601',
    zdbdcdyid: '130402005012GB00088W00000000',
    gyfs: '共同共有',
    zl: '邯郸市邯山区滏河北大街88号金地花园12号楼1单元601室',
    yt: '住宅',
    jzmj: 98.72,
    tdmj: 15.3,
    qlxz: '出让/市场化商品房',
    syqx: '2006年09月12日起2076年09月11日止',
    sfyx: '1',
    issuedAt: '2016-11-03T10:12:00+08:00',
    holders: [
      { ...ZHANG, share: '共同共有' },
      { ...WANG_SHUFEN, share: '共同共有' },
    ],
    details: {
      ...none,
      seizures: [
        {
          organ: '邯郸市邯山区人民法院',
          type: 1,
          documentNumber: '(2023)冀0402执保1234号',
          file: '民事裁定书、协助执行通知书',
          periodStart: '2023-08-15',
          periodEnd: '2026-08-14',
          registeredAt: '2023-08-16',
        },
        {
          organ: '邯郸市丛台区人民法院',
          type: 2,
          documentNumber: '(2024)冀0403执保0456号',
          file: '协助执行通知书',
          periodStart: '2024-02-20',
          periodEnd: '2027-02-19',
          registeredAt: '2024-02-21',
        },
      ],
      objections: [],
      restrictions: [{ organ: '邯郸市住房保障和房产管理局', matter: '限制转移登记（共有人异议期间）', registeredAt: '2024-03-01' }],
    },
  },
  {
    id: 'ZS1304042200312070',
    bdcqzh: '冀(2022)邯郸市不动产权第0031207号',
    year: 2022,
    serial: '0031207',
    xzqdm: '130404',
    xzqmc: '复兴区',
    bdcdyid: '130404002003GB00015F00010103@130404002003GB00015F00010104',
    zdbdcdyid: '130404002003GB00015W00000000',
    gyfs: '单独所有',
    zl: '邯郸市复兴区建设大街15号华冶商业广场1层103、104商铺',
    yt: '商业',
    jzmj: 86.3,
    tdmj: 21.5,
    qlxz: '出让/市场化商品房',
    syqx: '2011年03月20日起2051年03月19日止',
    sfyx: '1',
    issuedAt: '2022-04-11T14:05:00+08:00',
    holders: [{ ...ZHANG, share: '100%' }],
    details: { ...none, objections: [{ applicant: '邯郸市华冶物业服务有限公司', matter: '对104商铺分摊面积提出异议', registeredAt: '2022-05-09' }] },
  },
  {
    id: 'ZS1304031200045110',
    bdcqzh: '冀(2012)邯郸市不动产权第0004511号',
    year: 2012,
    serial: '0004511',
    xzqdm: '130403',
    xzqmc: '丛台区',
    bdcdyid: '130403009002GB00041F00020302',
    zdbdcdyid: '130403009002GB00041W00000000',
    gyfs: '单独所有',
    zl: '邯郸市丛台区中华北大街221号园林小区2号楼302室',
    yt: '住宅',
    jzmj: 72.18,
    tdmj: 11.06,
    qlxz: '划拨/房改房',
    syqx: '—',
    sfyx: '0',
    issuedAt: '2012-08-27T09:00:00+08:00',
    holders: [{ ...ZHANG, share: '100%' }],
    details: none,
  },
  {
    id: 'ZS1304032000204560',
    bdcqzh: '冀(2020)邯郸市不动产权第0020456号',
    year: 2020,
    serial: '0020456',
    xzqdm: '130403',
    xzqmc: '丛台区',
    bdcdyid: '130403011004GB00207F00050902',
    zdbdcdyid: '130403011004GB00207W00000000',
    gyfs: '单独所有',
    zl: '邯郸市丛台区联纺东路128号美的城5号楼3单元902室',
    yt: '住宅',
    jzmj: 112.6,
    tdmj: 16.9,
    qlxz: '出让/市场化商品房',
    syqx: '2017年04月06日起2087年04月05日止',
    sfyx: '1',
    issuedAt: '2020-09-22T11:20:00+08:00',
    holders: [{ ...LI, share: '100%' }],
    details: {
      ...none,
      mortgages: [
        {
          mortgagee: '邯郸银行股份有限公司联纺路支行',
          mortgagor: '李秀英',
          amount: 45,
          unit: '3',
          periodStart: '2020-10-08',
          periodEnd: '2045-10-07',
          registeredAt: '2020-10-10',
          proofNumber: '冀(2020)邯郸市不动产证明第0009876号',
        },
      ],
    },
  },
  {
    id: 'ZS1304712400456780',
    bdcqzh: '冀(2024)邯郸市不动产权第0045678号',
    year: 2024,
    serial: '0045678',
    xzqdm: '130471',
    xzqmc: '邯郸经济技术开发区',
    // Building land (jzmj 0): its unit is the parcel itself, never a floor plan (issue 27).
    bdcdyid: '130471001006GB00302W00000000',
    zdbdcdyid: '130471001006GB00302W00000000',
    gyfs: '单独所有',
    zl: '邯郸经济技术开发区世纪大街与和谐路交叉口东北角冀南·悦府项目用地',
    yt: '城镇住宅用地',
    jzmj: 0,
    tdmj: 35621.4,
    qlxz: '出让',
    syqx: '2024年01月15日起2094年01月14日止',
    sfyx: '1',
    issuedAt: '2024-01-26T15:40:00+08:00',
    holders: [{ ...JINAN, share: '100%' }],
    details: {
      ...none,
      mortgages: [
        {
          kind: '在建工程抵押',
          mortgagee: '中国工商银行股份有限公司邯郸分行',
          mortgagor: '邯郸冀南置业有限公司',
          amount: 12000,
          unit: '3',
          periodStart: '2024-03-01',
          periodEnd: '2027-02-28',
          registeredAt: '2024-03-04',
          proofNumber: '冀(2024)邯郸市不动产证明第0003456号',
        },
      ],
    },
  },
  {
    id: 'ZS1304712500512340',
    bdcqzh: '冀(2025)邯郸市不动产权第0051234号',
    year: 2025,
    serial: '0051234',
    xzqdm: '130471',
    xzqmc: '邯郸经济技术开发区',
    bdcdyid: '130471001006GB00302F00010101',
    zdbdcdyid: '130471001006GB00302W00000000',
    gyfs: '单独所有',
    zl: '邯郸经济技术开发区世纪大街66号冀南·悦府1号楼101室（售楼处）',
    yt: '商业',
    jzmj: 412.8,
    tdmj: 60.2,
    qlxz: '出让/自建房',
    syqx: '2024年01月15日起2064年01月14日止',
    sfyx: '1',
    issuedAt: 'seed',
    holders: [{ ...JINAN, share: '100%' }],
    details: none,
  },
  {
    id: 'ZS1304041800097730',
    bdcqzh: '冀(2018)邯郸市不动产权第0009773号',
    year: 2018,
    serial: '0009773',
    xzqdm: '130404',
    xzqmc: '复兴区',
    bdcdyid: '130404006002GB00077F00070401',
    zdbdcdyid: '130404006002GB00077W00000000',
    gyfs: '按份共有',
    zl: '邯郸市复兴区复兴路208号钢城小区7号楼401室',
    yt: '住宅',
    jzmj: 89.4,
    tdmj: 13.2,
    qlxz: '出让/市场化商品房',
    syqx: '2003年07月01日起2073年06月30日止',
    sfyx: '1',
    issuedAt: '2018-03-14T10:00:00+08:00',
    holders: [{ ...ZHAO, share: '60%' }, { name: '赵雪', cardnum: '130404200203150028', share: '40%' }],
    details: {
      ...none,
      seizures: [
        {
          organ: '邯郸市复兴区人民法院',
          type: 3,
          documentNumber: '(2024)冀0404执保0088号',
          file: '协助执行通知书',
          periodStart: '2024-05-10',
          periodEnd: '2027-05-09',
          registeredAt: '2024-05-11',
        },
      ],
    },
  },
];

const rect = (x: number, y: number, w: number, h: number): [number, number][] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];

const flat = (floor: string, rooms: HouseGeometry['rooms']): HouseGeometry => {
  const width = Math.max(...rooms.map((r) => r.x + r.w));
  const depth = Math.max(...rooms.map((r) => r.y + r.h));
  return { floor, outline: rect(0, 0, width, depth), rooms };
};

const threeRooms = (floor: string) =>
  flat(floor, [
    { name: '客厅', x: 0, y: 0, w: 5.4, h: 4.8 },
    { name: '餐厅', x: 5.4, y: 0, w: 3.6, h: 3.2 },
    { name: '厨房', x: 9, y: 0, w: 2.4, h: 3.2 },
    { name: '主卧', x: 0, y: 4.8, w: 4.2, h: 3.9 },
    { name: '次卧', x: 4.2, y: 4.8, w: 3.4, h: 3.9 },
    { name: '书房', x: 7.6, y: 4.8, w: 3.8, h: 3.9 },
    { name: '卫生间', x: 5.4, y: 3.2, w: 2.6, h: 1.6 },
    { name: '阳台', x: 8, y: 3.2, w: 3.4, h: 1.6 },
  ]);

const twoRooms = (floor: string) =>
  flat(floor, [
    { name: '客厅', x: 0, y: 0, w: 4.8, h: 4.2 },
    { name: '厨房', x: 4.8, y: 0, w: 2.6, h: 2.8 },
    { name: '卫生间', x: 4.8, y: 2.8, w: 2.6, h: 1.4 },
    { name: '主卧', x: 0, y: 4.2, w: 4, h: 3.6 },
    { name: '次卧', x: 4, y: 4.2, w: 3.4, h: 3.6 },
  ]);

/** A shop of `width` by `depth` metres, its store room at the back: inside the building area its certificate gives it (issue 27). */
const shop = (floor: string, name: string, width: number, depth: number) =>
  flat(floor, [
    { name, x: 0, y: 0, w: width, h: depth * 0.75 },
    { name: '库房', x: 0, y: depth * 0.75, w: width, h: depth * 0.25 },
  ]);

const parcel = (area: number, w: number, h: number, buildings: ParcelGeometry['buildings'], sides: ParcelGeometry['sides']): ParcelGeometry => ({
  area,
  boundary: [
    [0, 0],
    [w, 0],
    [w * 1.04, h * 0.55],
    [w, h],
    [0, h],
    [-w * 0.03, h * 0.4],
  ],
  buildings,
  sides,
});

export const DEMO_UNITS: { id: string; kind: 'house' | 'parcel'; label: string; geometry: HouseGeometry | ParcelGeometry }[] = [
  { id: '130403007001GB00123F00031502', kind: 'house', label: '锦绣花园3号楼2单元1502室', geometry: threeRooms('15层') },
  {
    id: '130403007001GB00123W00000000',
    kind: 'parcel',
    label: '锦绣花园宗地',
    geometry: parcel(
      24680.5,
      180,
      140,
      [
        { label: '1号楼', points: rect(20, 20, 40, 16) },
        { label: '2号楼', points: rect(80, 20, 40, 16) },
        { label: '3号楼', points: rect(20, 70, 40, 16) },
        { label: '4号楼', points: rect(80, 70, 40, 16) },
      ],
      { north: '和平路', south: '人民东路', east: '规划路', west: '光明大街' },
    ),
  },
  { id: '130402005012GB00088F00120601', kind: 'house', label: '金地花园12号楼1单元601室', geometry: twoRooms('6层') },
  {
    id: '130402005012GB00088W00000000',
    kind: 'parcel',
    label: '金地花园宗地',
    geometry: parcel(
      18210.3,
      150,
      120,
      [
        { label: '11号楼', points: rect(15, 15, 50, 14) },
        { label: '12号楼', points: rect(80, 15, 50, 14) },
      ],
      { north: '渚河路', south: '滏河北大街', east: '农林路', west: '邯山街' },
    ),
  },
  { id: '130404002003GB00015F00010103', kind: 'house', label: '华冶商业广场103商铺', geometry: shop('1层', '商铺103', 5.4, 7.6) },
  { id: '130404002003GB00015F00010104', kind: 'house', label: '华冶商业广场104商铺', geometry: shop('1层', '商铺104', 5.4, 7.6) },
  {
    id: '130404002003GB00015W00000000',
    kind: 'parcel',
    label: '华冶商业广场宗地',
    geometry: parcel(9630.8, 110, 90, [{ label: '商业楼', points: rect(15, 15, 80, 50) }], { north: '复兴路', south: '建设大街', east: '前进大街', west: '胜利街' }),
  },
  { id: '130403009002GB00041F00020302', kind: 'house', label: '园林小区2号楼302室', geometry: twoRooms('3层') },
  {
    id: '130403009002GB00041W00000000',
    kind: 'parcel',
    label: '园林小区宗地',
    geometry: parcel(6120, 90, 70, [{ label: '2号楼', points: rect(15, 20, 60, 14) }], { north: '北环路', south: '园林路', east: '中华北大街', west: '小区道路' }),
  },
  { id: '130403011004GB00207F00050902', kind: 'house', label: '美的城5号楼3单元902室', geometry: threeRooms('9层') },
  {
    id: '130403011004GB00207W00000000',
    kind: 'parcel',
    label: '美的城宗地',
    geometry: parcel(41200, 220, 180, [{ label: '5号楼', points: rect(40, 40, 60, 18) }, { label: '6号楼', points: rect(120, 40, 60, 18) }], {
      north: '北仓路',
      south: '联纺东路',
      east: '东环路',
      west: '滏东大街',
    }),
  },
  {
    id: '130471001006GB00302W00000000',
    kind: 'parcel',
    label: '冀南·悦府项目宗地',
    geometry: parcel(35621.4, 240, 150, [{ label: '1号楼（售楼处）', points: rect(30, 30, 36, 20) }], {
      north: '规划一路',
      south: '世纪大街',
      east: '和谐路',
      west: '规划二路',
    }),
  },
  { id: '130471001006GB00302F00010101', kind: 'house', label: '冀南·悦府1号楼101室', geometry: shop('1层', '售楼处', 18, 21) },
  { id: '130404006002GB00077F00070401', kind: 'house', label: '钢城小区7号楼401室', geometry: twoRooms('4层') },
  {
    id: '130404006002GB00077W00000000',
    kind: 'parcel',
    label: '钢城小区宗地',
    geometry: parcel(15400, 140, 110, [{ label: '7号楼', points: rect(20, 30, 60, 14) }], { north: '百家路', south: '复兴路', east: '钢城路', west: '小区道路' }),
  },
];

/** Applications in progress (the progress query of /findaccept); acceptance numbers are case-sensitive. */
export const DEMO_PROCESSES = [
  { lsh: 'DJ2024A00158', applicant: ZHANG, processName: '存量房买卖转移登记', actStart: '2024-06-03T09:12:00+08:00', activityName: '审核' },
  { lsh: 'DJ2024B00312', applicant: ZHANG, processName: '抵押权首次登记', actStart: '2024-06-10T14:30:00+08:00', activityName: '登簿' },
  { lsh: 'DJ2024C00077', applicant: LI, processName: '抵押权注销登记', actStart: '2024-06-12T10:05:00+08:00', activityName: '受理' },
  { lsh: 'DJ2024D01024', applicant: JINAN, processName: '预告登记', actStart: '2024-06-15T16:45:00+08:00', activityName: '缮证发证' },
];
