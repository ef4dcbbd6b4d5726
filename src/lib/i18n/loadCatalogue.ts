import zhCN from '../../../schemas/messages/zh-CN.json';
import { hasCatalogue, registerCatalogue, type Locale } from '../../../engine/i18n/translate';

// Chinese is built into the app: the first paint needs it, before any call (decision 0069).
registerCatalogue('zh-CN', zhCN);

/** Loads a language's catalogue once (its own chunk); Chinese is always loaded. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (hasCatalogue(locale)) return;
  if (locale === 'en') registerCatalogue('en', (await import('../../../schemas/messages/en.json')).default);
}
