import type { City } from './registry';

/** The districts of the emulated registry's region (130400 邯郸市), which a query may name instead of the whole region. */
export const EMULATED_DISTRICTS: City[] = [
  { xzqMc: '邯山区', xzqBm: '130402' },
  { xzqMc: '丛台区', xzqBm: '130403' },
  { xzqMc: '复兴区', xzqBm: '130404' },
  { xzqMc: '峰峰矿区', xzqBm: '130406' },
  { xzqMc: '肥乡区', xzqBm: '130407' },
  { xzqMc: '永年区', xzqBm: '130408' },
  { xzqMc: '邯郸经济技术开发区', xzqBm: '130471' },
];
