import { describe, expect, it } from 'vitest';
import { describeEncumbrances } from './encumbrances';
import { DEMO_CERTIFICATES } from '../seed/demoRegistry';

const status = (bdcqzh: string) => {
  const demo = DEMO_CERTIFICATES.find((c) => c.bdcqzh.includes(bdcqzh))!;
  return describeEncumbrances({ ...demo, ...demo.details }).status;
};

describe('describeEncumbrances', () => {
  it('names every kind of burden a certificate carries, or 正常', () => {
    expect(status('0031207')).toBe('异议');
    expect(status('0008321')).toBe('查封、轮候查封、限制');
    expect(status('0016875')).toBe('抵押');
    expect(status('0045678')).toBe('在建工程抵押');
    expect(status('0051234')).toBe('正常');
  });

  it('calls a cancelled certificate 已注销 whatever it carried', () => {
    expect(status('0004511')).toBe('已注销');
  });

  it('gives seizures their type name and mortgages their amount with its unit', () => {
    const demo = DEMO_CERTIFICATES.find((c) => c.bdcqzh.includes('0008321'))!;
    const described = describeEncumbrances({ ...demo, ...demo.details });
    expect(described.seizures.map((s) => s.typeName)).toEqual(['查封', '轮候查封']);
    expect(described.restrictions).toHaveLength(1);
    const first = DEMO_CERTIFICATES[0]!;
    expect(describeEncumbrances({ ...first, ...first.details }).mortgages[0]!.amountText).toBe('68万元');
  });
});
