import { describe, expect, it } from 'vitest';
import { checkTemplateParams } from './checkTemplateParams';

const template = (text: string, data: Record<string, string> = { thing1: '{business}' }) => ({ title: { 'zh-CN': '标题', en: 'Title' }, text: { 'zh-CN': text, en: 'Your {business}' }, wechat: { data } });

describe('checkTemplateParams', () => {
  it('reports a placeholder its event does not carry, in the texts and the platform data', () => {
    const config = { templates: { 'application.accepted': template('您的{business}申请已受理，请于{deadline}前办结。', { thing1: '{business}', time2: '{deadline}' }) } };
    expect(checkTemplateParams('notifications/templates.json', config, new Set())).toEqual([
      { file: 'notifications/templates.json', pointer: '/templates/application.accepted/text/zh-CN', reason: expect.stringContaining('"{deadline}" is not a parameter of application.accepted (it has business, prolsh, reason)') },
      { file: 'notifications/templates.json', pointer: '/templates/application.accepted/wechat/data/time2', reason: expect.stringContaining('"{deadline}"') },
    ]);
  });

  it('gives a template the workflow sends the review\'s parameters', () => {
    const config = { templates: { 'application.corrected': template('您的{business}申请（{prolsh}）已更正：{reason}') } };
    expect(checkTemplateParams('t', config, new Set(['application.corrected']))).toEqual([]);
  });

  it('warns of a template nothing sends', () => {
    expect(checkTemplateParams('t', { templates: { 'application.forgotten': template('{business}') } }, new Set())).toEqual([
      { file: 't', pointer: '/templates/application.forgotten', reason: expect.stringContaining('no event sends "application.forgotten"'), severity: 'warning' },
    ]);
  });
});
