import { describe, expect, it } from 'vitest';
import { obligorHoldsCertificate } from './obligorHoldsCertificate';
import { certificate, found } from './testFacts';

describe('obligorHoldsCertificate', () => {
  it('passes when the obligor holds the certificate (ID numbers compared without case), ID numbers masked', () => {
    const judgement = obligorHoldsCertificate({ references: [found(certificate({ holders: [{ name: '赵雪', cardnum: '13040420020315002x' }] }))], obligors: [{ name: '赵雪', id: '13040420020315002X' }] });
    expect(judgement.passed).toBe(true);
    expect(judgement.evidence).toEqual([
      { key: 'staff.checks.evidence.holder', params: { name: '赵雪', id: '1304**********002x', certificate: '冀(2019)邯郸市不动产权第0016875号' } },
      { key: 'staff.checks.evidence.obligorHolds', params: { name: '赵雪', id: '1304**********002X', certificate: '冀(2019)邯郸市不动产权第0016875号' } },
    ]);
  });

  it('fails when an obligor is not among the holders', () => {
    const judgement = obligorHoldsCertificate({ references: [found(certificate())], obligors: [{ name: '李秀英', id: '130402199007082649' }] });
    expect(judgement.passed).toBe(false);
    expect(judgement.evidence[1]).toEqual({ key: 'staff.checks.evidence.obligorNotHolder', params: { name: '李秀英', id: '1304**********2649', certificate: '冀(2019)邯郸市不动产权第0016875号' } });
    expect(JSON.stringify(judgement)).not.toMatch(/\d{18}/);
  });

  it('fails with no obligor, or no certificate found; passes with no number named', () => {
    expect(obligorHoldsCertificate({ references: [], obligors: [] }).passed).toBe(true);
    expect(obligorHoldsCertificate({ references: [found(certificate())], obligors: [] })).toEqual({ passed: false, evidence: [{ key: 'staff.checks.evidence.noObligor', params: {} }] });
    expect(obligorHoldsCertificate({ references: [found(undefined)], obligors: [{ name: '张建国', id: '130402198503151231' }] }).evidence[0]!.key).toBe('staff.checks.evidence.nothingToCheck');
  });
});
