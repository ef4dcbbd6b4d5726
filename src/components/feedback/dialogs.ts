import { translate } from '../../../engine/i18n/translate';
import { getLocale } from '../../lib/i18n/locale';

/**
 * Alerts and confirmations. antd-mobile's Dialog is loaded on first use so that it stays out of
 * the home route. The alert button is 确定 (spec 000 section 9) from the catalogue.
 */
export async function showAlert(message: string, title?: string): Promise<void> {
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  const locale = getLocale();
  await Dialog.alert({
    title: title ?? translate(locale, 'common.alertTitle'),
    content: message,
    confirmText: translate(locale, 'common.ok'),
  });
}

/**
 * An alert that belongs to one page: it closes when `leave` aborts (the citizen pressed back or
 * went elsewhere), so it never stays over the next page. Resolves true when 确定 was pressed,
 * false when the page was left.
 */
export async function showPageAlert(message: string, leave: AbortSignal): Promise<boolean> {
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  if (leave.aborted) return false;
  const locale = getLocale();
  return new Promise((resolve) => {
    let confirmed = false;
    const dialog = Dialog.show({
      title: translate(locale, 'common.alertTitle'),
      content: message,
      closeOnAction: true,
      actions: [{ key: 'confirm', text: translate(locale, 'common.ok') }],
      onAction: () => {
        confirmed = true;
      },
      onClose: () => resolve(confirmed),
    });
    leave.addEventListener('abort', () => dialog.close(), { once: true });
  });
}

/** A confirm dialog with 确定 / 取消; resolves true when confirmed. */
export async function showConfirm(message: string, title?: string): Promise<boolean> {
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  const locale = getLocale();
  return Dialog.confirm({
    title: title ?? translate(locale, 'common.alertTitle'),
    content: message,
    confirmText: translate(locale, 'common.ok'),
    cancelText: translate(locale, 'common.cancel'),
  });
}
