import { inlineConditionRefs } from '../conditions/inlineConditionRefs';
import type { AppointmentConfig } from '../appointments/types';
import type { PreAcceptanceConfig } from '../checks/types';
import { kindOfPath } from './schemaKinds';
import type { Vocabulary } from '../vocabulary/types';
import type { AttachmentConfig, BusinessCatalogue, Dictionary, FormConfig, PageConfig, RoutingTable, SchemaRegistry, SubformRouteTable, TitleConfig, WorkflowConfig } from './types';

/**
 * Indexes configuration files (relative path → parsed JSON) by kind and id, with the routing
 * table's named conditions inlined wherever pages and routes reference them. It trusts its input:
 * the server and the build only hand it files that passed schemas:check.
 */
export function buildRegistry(files: Readonly<Record<string, unknown>>): SchemaRegistry {
  const registry: SchemaRegistry = {
    forms: new Map(),
    dictionaries: new Map(),
    titles: new Map(),
    pages: new Map(),
    routing: undefined,
    subformRoutes: undefined,
    attachments: new Map(),
    catalogue: undefined,
    vocabulary: undefined,
    appointments: undefined,
    workflow: undefined,
    checks: undefined,
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
      case 'subformRoutes':
        registry.subformRoutes = content as SubformRouteTable;
        break;
      case 'attachments': {
        const attachments = content as AttachmentConfig;
        registry.attachments.set(attachments.id, attachments);
        break;
      }
      case 'catalogue':
        registry.catalogue = content as BusinessCatalogue;
        break;
      case 'vocabulary':
        registry.vocabulary = content as Vocabulary;
        break;
      case 'appointments':
        registry.appointments = content as AppointmentConfig;
        break;
      case 'workflow':
        registry.workflow = content as WorkflowConfig;
        break;
      case 'checks':
        registry.checks = content as PreAcceptanceConfig;
        break;
      default:
        break;
    }
  }
  const named = registry.routing?.conditions;
  if (named) {
    for (const [id, page] of registry.pages) registry.pages.set(id, inlineConditionRefs(page, named));
    registry.routing = inlineConditionRefs(registry.routing, named);
    if (registry.subformRoutes) registry.subformRoutes = inlineConditionRefs(registry.subformRoutes, named);
  }
  return registry;
}
