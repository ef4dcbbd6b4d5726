export { useT, useLocale, type TFunction } from './useT';
export { LocaleProvider } from './LocaleProvider';
export { getLocale, storeLocale, resolveLocale, LOCALE_STORAGE_KEY } from './locale';
export { translate, LOCALES, type Locale, type MessageKey } from '../../../engine/i18n/translate';
