import { describe, expect, it } from 'vitest';
import { diffTexts } from './diffTexts';

describe('diffTexts', () => {
  it('names an edited SMS template and a changed message by file and key', () => {
    const before = { 'notifications/templates.json': { templates: { 'booking.made': { text: { 'zh-CN': '预约成功' } } } }, 'messages/zh-CN.json': { $comment: 'x', 'apply.title': '申请' } };
    const after = { 'notifications/templates.json': { templates: { 'booking.made': { text: { 'zh-CN': '您已预约' } } } }, 'messages/zh-CN.json': { $comment: 'y', 'apply.title': '我要申请' } };
    expect(diffTexts(before, after).map(({ name, pointer }) => `${name} ${pointer}`)).toEqual(['notifications/templates.json booking.made /templates/booking.made', 'messages/zh-CN.json apply.title /apply.title']);
  });
});
