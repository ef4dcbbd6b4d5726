import { describe, expect, it } from 'vitest';
import { verifyReasonText } from './verifyReasonText';

describe('verifyReasonText of a revoked licence', () => {
  it('says the registry revoked it and why', () => {
    expect(verifyReasonText('revoked', '邯郸市不动产登记中心', '证书信息有误')).toBe('验证未通过：该电子证照已被登记机构作废，作废原因：证书信息有误。');
  });
});
