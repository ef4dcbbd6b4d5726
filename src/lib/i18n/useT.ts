import { useCallback, useContext } from 'react';
import { translate, type MessageKey } from '../../../engine/i18n/translate';
import { LocaleContext } from './LocaleProvider';

export type TFunction = (key: MessageKey, params?: Record<string, string | number>) => string;

/** Every user-visible text comes through here: t('key', {param}) in the chosen language. */
export function useT(): TFunction {
  const { locale } = useContext(LocaleContext);
  return useCallback<TFunction>((key, params) => translate(locale, key, params), [locale]);
}

/** The chosen language and its setter (the language switch). */
export function useLocale() {
  return useContext(LocaleContext);
}
