/**
 * The reference data of appointments (spec 001 section 3): the registration centres, the
 * businesses each one takes, the times of day its slots start, the public holidays, and the queue
 * system's configuration. What each configuration value means is written down in
 * docs/decisions/0030.
 */

export interface AreaSeed {
  areaId: string;
  areaName: string;
  xzqdm: string;
  address: string;
  worktime: string;
  phone: string;
  lat: number | null;
  lng: number | null;
}

const HANDAN_HOURS = '周一至周五 上午9:00-12:00 下午14:00-17:00（法定节假日除外）';

export const AREAS: AreaSeed[] = [
  { areaId: 'hd01', areaName: '邯郸市不动产登记中心', xzqdm: '130400', address: '邯郸市丛台区人民东路366号', worktime: HANDAN_HOURS, phone: '0310-3112345', lat: 36.6257, lng: 114.5391 },
  { areaId: 'hd02', areaName: '邯郸市不动产登记中心冀南新区分中心', xzqdm: '130400', address: '邯郸市冀南新区光明南大街18号', worktime: '', phone: '0310-5091234', lat: 36.5521, lng: 114.4903 },
  { areaId: 'hd03', areaName: '邯郸市肥乡区不动产登记中心', xzqdm: '130428', address: '邯郸市肥乡区政府街56号', worktime: HANDAN_HOURS, phone: '', lat: 36.5487, lng: 114.8002 },
  { areaId: 'dt01', areaName: '大同市不动产登记中心', xzqdm: '140200', address: '大同市平城区御东新区文兴路1号', worktime: '周一至周五 9:00-12:00 14:00-17:00', phone: '0352-6021234', lat: 40.0768, lng: 113.3412 },
];

/** The businesses every centre takes; djlx ties a business to the filed applications of that type. */
export const PROCESSES: { suffix: string; processName: string; djlx: string }[] = [
  { suffix: 'dy', processName: '抵押登记', djlx: '100' },
  { suffix: 'zy', processName: '转移登记（二手房买卖）', djlx: '200' },
  { suffix: 'yg', processName: '预告登记', djlx: '700' },
  { suffix: 'zx', processName: '注销登记', djlx: '400' },
  { suffix: 'cx', processName: '查询及证书补换', djlx: '' },
];

export const processIdOf = (areaId: string, suffix: string) => `${areaId}-${suffix}`;

/** The business a registration type (djlx) names, as a slip shows it; undefined for a code no business takes. */
export const businessNameOf = (djlx: string) => PROCESSES.find((process) => process.djlx !== '' && process.djlx === djlx)?.processName;

/**
 * The queue system's configuration (spec 001 section 2.10; meanings in docs/decisions/0030):
 * strtime the first slot's start, addtime a slot's length in minutes, yuyueabovetime the minutes
 * before a slot's start when booking it closes, cancelyuyuetime the minutes before a slot's start
 * when cancelling closes, yuyueday how many working days ahead can be booked.
 */
export const QUEUE_CONFIG = { id: '1', strtime: '09:00', addtime: 60, yuyueabovetime: 30, cancelyuyuetime: 60, yuyueday: 7 } as const;

/** Places in each slot. */
export const SLOT_PLACES = 20;

/**
 * The slots of a day by time class: 1 a full day, 2 the eve of a holiday (mornings only). Starts
 * at strtime, addtime apart, with the counter closed at noon.
 */
export const SLOT_STARTS: Record<string, string[]> = {
  '1': ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00'],
  '2': ['09:00', '10:00', '11:00'],
};

/** Public holidays (the State Council's notices); weekends are closed as well. */
export const HOLIDAYS: ReadonlySet<string> = new Set([
  ...range('2026-01-01', 3),
  ...range('2026-02-15', 9),
  ...range('2026-04-04', 3),
  ...range('2026-05-01', 5),
  ...range('2026-06-19', 3),
  ...range('2026-09-25', 3),
  ...range('2026-10-01', 7),
  ...range('2027-01-01', 3),
  ...range('2027-02-05', 7),
  ...range('2027-04-03', 3),
  ...range('2027-05-01', 5),
  ...range('2027-06-09', 3),
  ...range('2027-09-15', 3),
  ...range('2027-10-01', 7),
]);

function range(first: string, days: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: days }, (_, n) => new Date(start + n * 86_400_000).toISOString().slice(0, 10));
}

/** Forms and guides to download, by region (getZlxzList; served by alias). */
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
