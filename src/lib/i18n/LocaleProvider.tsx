import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Locale } from '../../../engine/i18n/translate';
import { loadCatalogue } from './loadCatalogue';
import { getLocale, storeLocale } from './locale';

export interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

export const LocaleContext = createContext<LocaleContextValue>({ locale: getLocale(), setLocale: () => undefined });

/** Holds the chosen language; changing it re-renders every text read through useT(). */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setState] = useState<Locale>(getLocale);
  const setLocale = useCallback((next: Locale) => {
    void loadCatalogue(next).then(() => {
      storeLocale(next);
      setState(next);
    });
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}
