import { translate, type Locale } from '../../../engine/i18n/translate';
import { escapeHtml, htmlPage } from '../../http/html';
import { IN_PLACE_SCRIPT_TAG } from './inPlaceScript';

export interface ConsentPageInput {
  appid: string;
  redirectUri: string;
  state: string;
  accounts: { openid: string; nickname: string }[];
  locale: Locale;
}

/** The emulated messaging app's consent page: pick a test user or type a new openid. Its forms take the page's place in the history (inPlaceScript). */
export function consentPage({ appid, redirectUri, state, accounts, locale }: ConsentPageInput): string {
  const tr = (key: Parameters<typeof translate>[1]) => escapeHtml(translate(locale, key));
  const hidden = [
    ['appid', appid],
    ['redirect_uri', redirectUri],
    ['state', state],
  ]
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value ?? '')}">`)
    .join('');
  const choices = accounts
    .map(
      (account, index) =>
        `<label><input type="radio" name="openid" value="${escapeHtml(account.openid)}"${index === 0 ? ' checked' : ''}>` +
        `${escapeHtml(account.nickname)} <small>(${escapeHtml(account.openid)})</small></label>`,
    )
    .join('');
  const deny = new URL(redirectUri);
  deny.searchParams.set('state', state);
  return htmlPage(
    tr('emulator.title'),
    `<h1>${tr('emulator.title')}</h1><p class="note">${tr('emulator.intro')}</p>
${
      // No list outside demo mode: only the typed openid.
      choices
        ? `<form method="get" action="/wechat/emulator/authorize" data-in-place>${hidden}
<fieldset style="border:0;padding:0"><legend>${tr('emulator.pick')}</legend>${choices}</fieldset>
<button type="submit">${tr('emulator.allow')}</button></form>`
        : ''
    }
<form method="get" action="/wechat/emulator/authorize" data-in-place>${hidden}
<p><label for="typed-openid" style="background:none;padding:0">${tr('emulator.typeOpenid')}</label>
<input type="text" id="typed-openid" name="openid" required pattern="[A-Za-z0-9_-]{3,64}" autocomplete="off"></p>
<p><label for="typed-nickname" style="background:none;padding:0">${tr('emulator.typeNickname')}</label>
<input type="text" id="typed-nickname" name="nickname" maxlength="32" autocomplete="off"></p>
<button type="submit" class="secondary">${tr('emulator.allow')}</button></form>
<a class="button" style="background:#999" href="${escapeHtml(deny.toString())}">${tr('emulator.deny')}</a>${IN_PLACE_SCRIPT_TAG}`,
    locale,
  );
}
