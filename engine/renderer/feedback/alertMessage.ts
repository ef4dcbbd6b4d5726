import Dialog from 'antd-mobile/es/components/dialog';

/** Alerts are titled 提示 with the button 确定 (spec 001 section 8), in the user's language. */
export function alertMessage(message: string, t: (key: string) => string): Promise<void> {
  return Dialog.alert({ title: t('common.alertTitle'), content: message, confirmText: t('common.ok') });
}
