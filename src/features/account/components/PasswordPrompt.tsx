import Dialog from 'antd-mobile/es/components/dialog';
import Input from 'antd-mobile/es/components/input';
import { translate, type Locale } from '../../../../engine/i18n/translate';

/**
 * The password dialog of the profile save (spec 000 section 5): 6 or more characters with digits
 * and letters; users bound to the web platform give their web password. Resolves null when cancelled.
 */
export async function askPassword(locale: Locale, webUser: boolean): Promise<string | null> {
  let value = '';
  const confirmed = await Dialog.confirm({
    title: translate(locale, webUser ? 'userInfo.webPasswordTitle' : 'userInfo.passwordTitle'),
    content: (
      <div className="password-prompt">
        <Input
          type="password"
          autoFocus
          aria-label={translate(locale, 'userInfo.password')}
          placeholder={translate(locale, webUser ? 'userInfo.webPasswordHint' : 'userInfo.passwordHint')}
          onChange={(next) => {
            value = next;
          }}
        />
        <p className="user-info-hint">{translate(locale, webUser ? 'userInfo.webPasswordHint' : 'userInfo.passwordHint')}</p>
      </div>
    ),
    confirmText: translate(locale, 'common.ok'),
    cancelText: translate(locale, 'common.cancel'),
  });
  return confirmed ? value : null;
}
