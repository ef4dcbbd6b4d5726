import { maskIdNumber } from '../../../engine/masking/maskIdNumber';
import { translate, type Locale } from '../../../engine/i18n/translate';
import { escapeHtml, htmlPage } from '../../http/html';
import { IN_PLACE_SCRIPT_TAG } from './inPlaceScript';

export interface FacePageInput {
  key: string;
  returnTo: string;
  name: string;
  idcard: string;
  locale: Locale;
}

/**
 * The emulated messaging app's face-verification screen: the tester decides how the check ends
 * (success, failure, cancel = err_code 90100, or an initialisation failure). Its form takes the
 * page's place in the history (inPlaceScript), as the real check, an overlay, leaves none.
 */
export function facePage({ key, returnTo, name, idcard, locale }: FacePageInput): string {
  const tr = (k: Parameters<typeof translate>[1]) => escapeHtml(translate(locale, k));
  const button = (outcome: string, label: string, style = '') =>
    `<button type="submit" name="outcome" value="${outcome}"${style ? ` style="${style}"` : ''}>${label}</button>`;
  return htmlPage(
    tr('emulator.faceTitle'),
    `<h1>${tr('emulator.faceTitle')}</h1><p class="note">${tr('emulator.faceIntro')}</p>
<p>${tr('emulator.faceWho')}<strong>${escapeHtml(name)}</strong> · ${escapeHtml(maskIdNumber(idcard))}</p>
<svg viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${tr('emulator.faceTitle')}"><circle cx="60" cy="60" r="56" fill="#e8f5ee" stroke="#07c160" stroke-width="4"/><circle cx="45" cy="50" r="6" fill="#333"/><circle cx="75" cy="50" r="6" fill="#333"/><path d="M40 78 Q60 94 80 78" stroke="#333" stroke-width="4" fill="none"/></svg>
<form method="post" action="/wechat/emulator/face/finish" data-in-place>
<input type="hidden" name="key" value="${escapeHtml(key)}"><input type="hidden" name="return" value="${escapeHtml(returnTo)}">
${button('success', tr('emulator.faceSuccess'), 'background:#0a7d43')}
${button('fail', tr('emulator.faceFail'), 'background:#b42318')}
${button('cancel', tr('emulator.faceCancel'), 'background:#fff;color:#333;border:1px solid #ccc')}
${button('error', tr('emulator.faceError'), 'background:#fff;color:#8a4508;border:1px solid #8a4508')}
</form>${IN_PLACE_SCRIPT_TAG}`,
    locale,
  );
}

/** The emulated SMS inbox of one phone: the tester reads the codes here. */
export function smsInboxPage(phone: string, messages: { text: string; created_at: Date }[], locale: Locale): string {
  const tr = (k: Parameters<typeof translate>[1]) => escapeHtml(translate(locale, k));
  const list = phone
    ? messages.length
      ? `<ul style="list-style:none;padding:0">${messages
          .map(
            (m) =>
              `<li style="background:#fff;margin:8px 0;padding:12px;border-radius:6px"><p class="note" style="margin:0 0 4px">${escapeHtml(
                new Date(m.created_at).toLocaleString(locale === 'en' ? 'en-GB' : 'zh-CN', { hour12: false }),
              )}</p><p class="sms-text" style="margin:0">${escapeHtml(m.text)}</p></li>`,
          )
          .join('')}</ul>`
      : `<p class="note">${tr('emulator.smsEmpty')}</p>`
    : '';
  return htmlPage(
    tr('emulator.smsTitle'),
    `<h1>${tr('emulator.smsTitle')}</h1><p class="note">${tr('emulator.smsIntro')}</p>
<form method="get" action="/wechat/emulator/sms"><p><label for="sms-phone" style="background:none;padding:0">${tr('emulator.smsPhone')}</label>
<input type="text" id="sms-phone" name="phone" inputmode="numeric" pattern="[0-9]{11,13}" required value="${escapeHtml(phone)}" autocomplete="off"></p>
<button type="submit" style="background:#0a7d43">${tr('emulator.smsShow')}</button></form>${list}`,
    locale,
  );
}
