import zhCN from 'antd-mobile/es/locales/zh-CN';
import enUS from 'antd-mobile/es/locales/en-US';
import type { Locale as AdmLocale } from 'antd-mobile/es/locales/base';
import { translate, type Locale } from '../../engine/i18n/translate';

/**
 * antd-mobile's own texts per language, with the app's defaults (spec 000 section 9):
 * - pickers (Picker, Cascader) read `common.confirm` / `common.cancel`: antd-mobile's zh-CN says
 *   确定 / 取消, the specification wants 完成 / 取消, so `common.confirm` becomes 完成 (Done);
 * - Dialog.alert reads `Dialog.ok` (我知道了 in zh-CN): the specification's alert button is 确定.
 * Dialog.confirm would also read `common.confirm`; the shared showConfirm passes 确定 itself.
 */
export function antdLocale(locale: Locale): AdmLocale {
  const base = locale === 'en' ? enUS : zhCN;
  return {
    ...base,
    common: {
      ...base.common,
      confirm: translate(locale, 'common.done'),
      cancel: translate(locale, 'common.cancel'),
      loading: translate(locale, 'common.loading'),
    },
    Dialog: { ...base.Dialog, ok: translate(locale, 'common.ok') },
  };
}
