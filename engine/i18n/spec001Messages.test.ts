import { describe, expect, it } from 'vitest';
import en from '../../schemas/messages/en.json' with { type: 'json' };
import zhCN from '../../schemas/messages/zh-CN.json' with { type: 'json' };

/** Every user-visible message of spec 001 section 8 (and the appointment checks of section 5), in its exact Chinese. */
const SECTION_8 = [
  '提示',
  '保存失败',
  '提交数据失败',
  '保存数据失败',
  '删除该申请失败！',
  '操作结果',
  '撤回该申请失败！',
  '办理地点不能为空',
  '办理业务不能为空',
  '办理日期不能为空',
  '办理时间不能为空',
  '该时间段预约已满，请选择其他时间段！',
  '您已预约，不能重复预约！',
  '预约失败,请重试！',
  '当前用户没有预约记录！',
  '暂无任何相关结果！',
  '用户取消操作',
  '认证成功!',
  '请输入动态验证码',
  '校验失败',
  '查档结果已提交，请耐心等待！',
  '没有查到任何相关结果，请核对确认申请单号',
];

describe('spec 001 section 8 messages', () => {
  const zh = zhCN as Record<string, string>;
  it.each(SECTION_8)('%s is in zh-CN with the spec wording, and its key in en', (text) => {
    const keys = Object.keys(zh).filter((key) => zh[key] === text);
    expect(keys.length, text).toBeGreaterThan(0);
    for (const key of keys) expect(en, key).toHaveProperty([key]);
  });
  it('has the prefixed ones too: 身份信息获取失败：, 微信人脸识别失败!, 人脸识别初始化失败：', () => {
    for (const start of ['身份信息获取失败：', '微信人脸识别失败!', '人脸识别初始化失败：']) expect(Object.values(zh).some((text) => text.startsWith(start)), start).toBe(true);
  });
});
