import { loadCatalogue } from '../../engine/i18n/loadCatalogue';

// The browser loads the English catalogue when it shows English; unit tests speak both languages.
await loadCatalogue('en');
