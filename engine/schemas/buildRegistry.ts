import { kindOfPath } from './schemaKinds';
import type { BusinessCatalogue, Dictionary, FormConfig, PageConfig, RoutingTable, SchemaRegistry, TitleConfig } from './types';

/**
 * Indexes configuration files (relative path → parsed JSON) by kind and id. It trusts its input:
 * the server and the build only hand it files that passed schemas:check.
 */
export function buildRegistry(files: Readonly<Record<string, unknown>>): SchemaRegistry {
  const registry: SchemaRegistry = {
    forms: new Map(),
    dictionaries: new Map(),
    titles: new Map(),
    pages: new Map(),
    routing: undefined,
    catalogue: undefined,
  };
  for (const [path, content] of Object.entries(files)) {
    switch (kindOfPath(path)) {
      case 'form': {
        const form = content as FormConfig;
        registry.forms.set(form.id, form);
        break;
      }
      case 'dictionary': {
        const dictionary = content as Dictionary;
        registry.dictionaries.set(dictionary.id, dictionary);
        break;
      }
      case 'title': {
        const title = content as TitleConfig;
        registry.titles.set(title.id, title);
        break;
      }
      case 'page': {
        const page = content as PageConfig;
        registry.pages.set(page.id, page);
        break;
      }
      case 'routing':
        registry.routing = content as RoutingTable;
        break;
      case 'catalogue':
        registry.catalogue = content as BusinessCatalogue;
        break;
      default:
        break;
    }
  }
  return registry;
}
