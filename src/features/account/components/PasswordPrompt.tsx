import { useEffect, useState } from 'react';
import Dialog from 'antd-mobile/es/components/dialog';
import Input from 'antd-mobile/es/components/input';
import { translate, type Locale } from '../../../../engine/i18n/translate';
import { passwordProblem, type PasswordAccount } from '../../../../engine/validation/passwordProblem';

/** What the dialog's buttons and its field share: the typed value and how to show a refusal. */
interface PromptState {
  value: string;
  refuse: (message: string) => void;
}

/** The password field with its hint under it; a refused password turns the hint into the reason. */
function PasswordField({ state, label, hint }: { state: PromptState; label: string; hint: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    state.refuse = setProblem;
  }, [state]);
  return (
    <div className="password-prompt">
      <Input
        type="password"
        autoFocus
        aria-label={label}
        aria-describedby="password-prompt-hint"
        onChange={(next) => {
          state.value = next;
          setProblem(null);
        }}
      />
      <p id="password-prompt-hint" className={problem ? 'password-prompt-hint password-prompt-hint--problem' : 'password-prompt-hint'} role={problem ? 'alert' : undefined}>
        {problem ?? hint}
      </p>
    </div>
  );
}

/**
 * The password dialog of the profile save (spec 000 section 5): 6 or more characters with digits
 * and letters; users bound to the web platform give their web password. A password the save would
 * refuse (engine/validation/passwordProblem, the server's rule) keeps the dialog open with the
 * reason under the field. Resolves the password, or null when cancelled.
 */
export function askPassword(locale: Locale, account: PasswordAccount): Promise<string | null> {
  const hintKey = account.webUser ? 'userInfo.webPasswordHint' : 'userInfo.passwordHint';
  const state: PromptState = { value: '', refuse: () => undefined };
  let answer: string | null = null;
  return new Promise((resolve) => {
    const dialog = Dialog.show({
      title: translate(locale, account.webUser ? 'userInfo.webPasswordTitle' : 'userInfo.passwordTitle'),
      content: <PasswordField state={state} label={translate(locale, 'userInfo.password')} hint={translate(locale, hintKey)} />,
      actions: [
        [
          { key: 'cancel', text: translate(locale, 'common.cancel') },
          { key: 'confirm', text: translate(locale, 'common.ok'), bold: true },
        ],
      ],
      onAction: (action) => {
        if (action.key === 'confirm') {
          const problem = passwordProblem(state.value, account);
          if (problem) {
            state.refuse(translate(locale, problem));
            return;
          }
          answer = state.value;
        }
        dialog.close();
      },
      afterClose: () => resolve(answer),
    });
  });
}
