import { describe, expect, it } from 'vitest';
import { hallWord, renderMessage, wechatMessage } from './templates';

describe('message templates', () => {
  it('fills both languages and masks any ID or phone number a value carries', () => {
    const params = { business: '抵押登记 13812345678', prolsh: '130402198503151231' };
    expect(renderMessage('application.accepted', params, 'zh-CN').text).toBe('【不动产登记】您的抵押登记 138****5678申请已受理，受理号1304**********1231。');
    expect(renderMessage('application.accepted', params, 'en').title).toBe('Application accepted');
  });

  it('gives the platform template id and data, each value cut to its kind of key', () => {
    const message = wechatMessage('application.returned', { business: '国有建设用地使用权及房屋所有权转移登记', prolsh: 'DJ2024A00158', reason: '缺少材料' });
    expect(message).toEqual({
      template_id: 'hallApplicationReturned',
      data: { thing1: { value: '国有建设用地使用权及房屋所有权转移登记' }, character_string2: { value: 'DJ2024A00158' }, phrase3: { value: '退回补正' }, thing4: { value: '缺少材料' } },
    });
    expect([...wechatMessage('query.answered', { query: 'x'.repeat(30), result: '已查到' }).data.thing1!.value]).toHaveLength(20);
  });

  it('renders a parameter given in both languages in the reader’s, and Chinese on the platform', () => {
    const params = { query: hallWord('query.verify'), subject: '证照.pdf', result: hallWord('result.notVerified') };
    expect(renderMessage('query.answered', params, 'en').text).toBe('[Property registry] Your e-licence verification (证照.pdf) has its result: not verified. See your query records.');
    expect(renderMessage('query.answered', params, 'zh-CN').text).toContain('您的电子证照验证（证照.pdf）已有结果：未通过验证');
    expect(wechatMessage('query.answered', params).data).toEqual({ thing1: { value: '电子证照验证' }, phrase2: { value: '未通过验证' } });
  });
});
