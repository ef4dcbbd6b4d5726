import { loadDialog } from '../onDemand';

/** Alerts are titled 提示 with the button 确定 (spec 001 section 8), in the user's language. */
export async function alertMessage(message: string, t: (key: string) => string): Promise<void> {
  // The dialog's code loads on first use (or after the form's first paint): decision 0080.
  const Dialog = await loadDialog();
  return Dialog.alert({ title: t('common.alertTitle'), content: message, confirmText: t('common.ok') });
}
