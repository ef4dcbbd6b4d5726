import type { SignatureCheck } from './verifyPdfSignature';

/** What licence verification found, in the words the history and the result PDF show; `authority` is the registry's name, `revokedReason` why the registrar revoked it. */
export function verifyReasonText(reason: SignatureCheck['reason'], authority: string, revokedReason = ''): string {
  const text: Record<SignatureCheck['reason'], string> = {
    ok: `验证通过：本文件由${authority}签章，签章后未被修改。`,
    notPdf: '验证未通过：文件不是有效的PDF文件。',
    unsigned: '验证未通过：文件没有电子签章。',
    malformed: '验证未通过：文件的电子签章无法识别。',
    foreign: `验证未通过：文件的签章不是${authority}的签章。`,
    tampered: '验证未通过：文件在签章后已被修改。',
    appended: '验证未通过：文件在签章后被追加了内容。',
    cancelled: '验证未通过：该电子证照对应的不动产权证书已注销。',
    revoked: `验证未通过：该电子证照已被登记机构作废，作废原因：${revokedReason || '—'}。`,
  };
  return text[reason];
}
