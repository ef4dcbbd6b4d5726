import { dictionaryItems } from '../dictionaries/dictionaryItems';
import { pageKindOfPath } from '../pages/pageKindOfPath';
import { variantsOf } from '../schemas/pickVariant';
import type { Dictionary, FormConfig, SubformRouteTable } from '../schemas/types';
import { checkConditionFacts } from './checkConditionFacts';
import type { PresentIds } from './presentIds';
import { pointer, type Problem } from './types';

interface Known {
  forms: ReadonlyMap<string, FormConfig>;
  dictionaries: ReadonlyMap<string, Dictionary>;
  present: PresentIds;
}

/**
 * Every sub-form route opens an existing form (or variant group), saves with a savetype of the
 * SAVETYPE list and a party type of the SQR_LX list, and its conditions name known facts. Its
 * route and read-only route are of shapes the router draws configured pages at (decision 0042).
 */
export function checkSubformRoutes(file: string, table: SubformRouteTable, known: Known): Problem[] {
  const problems: Problem[] = [];
  const codes = (dictionary: string) => new Set((dictionaryItems(dictionary, known.dictionaries) ?? []).map((item) => item.code));
  const savetypes = codes('SAVETYPE');
  const partyTypes = codes('SQR_LX');
  table.routes.forEach((entry, index) => {
    const isForm = known.forms.has(entry.form) || known.present.forms.has(entry.form) || variantsOf(known.forms.values(), entry.form).length > 0;
    if (!isForm) problems.push({ file, pointer: pointer('routes', index, 'form'), reason: `unknown form or variant group "${entry.form}"` });
    if (entry.savetype !== undefined && !savetypes.has(entry.savetype)) {
      problems.push({ file, pointer: pointer('routes', index, 'savetype'), reason: `savetype "${entry.savetype}" is not in the SAVETYPE dictionary` });
    }
    if (entry.partyType !== undefined && !partyTypes.has(entry.partyType)) {
      problems.push({ file, pointer: pointer('routes', index, 'partyType'), reason: `party type "${entry.partyType}" is not in the SQR_LX dictionary` });
    }
    problems.push(...checkConditionFacts(file, entry.when, pointer('routes', index, 'when')));
    const routeKind = pageKindOfPath(entry.route);
    if (routeKind !== 'subform' && routeKind !== 'fill') {
      problems.push({ file, pointer: pointer('routes', index, 'route'), reason: `route "${entry.route}" is not of a sub-form's shape (/info/<name>)` });
    }
    if (!pageKindOfPath(entry.readonlyRoute)) {
      problems.push({ file, pointer: pointer('routes', index, 'readonlyRoute'), reason: `read-only route "${entry.readonlyRoute}" is of no configured page's shape (/info/<name>, /applyDetail<Name>, /<name>D)` });
    }
  });
  (table.aliases ?? []).forEach((alias, index) => {
    if (!table.routes.some((entry) => entry.route === alias.to)) problems.push({ file, pointer: pointer('aliases', index, 'to'), reason: `"${alias.to}" is no sub-form route of this table` });
    if (pageKindOfPath(alias.from)) problems.push({ file, pointer: pointer('aliases', index, 'from'), reason: `"${alias.from}" is itself of a configured page's shape` });
  });
  return problems;
}
