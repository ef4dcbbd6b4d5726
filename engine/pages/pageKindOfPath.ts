/** The four kinds of page the configuration makes (schemas/pages and schemas/routing/subform-routes.json). */
export type ConfiguredPageKind = 'fill' | 'subform' | 'detail' | 'preview';

/**
 * Which generic screen draws a path, from the path's shape alone (the specification's paths):
 * /info/infofill… a fill page, any other /info/… a sub-form (or its read-only view, /info/Dyqinfo),
 * /applyDetail… and /ApplyDetail… a detail page, and one segment ending in D (/personD) a record's
 * preview. Whether such a page exists is the configuration's to say; the shape only lets the
 * browser fetch the screen's code beside the configuration instead of after it (decision 0042).
 * schemas:check holds every configured route to its kind's shape.
 */
export function pageKindOfPath(pathname: string): ConfiguredPageKind | undefined {
  const info = /^\/info\/([^/]+)$/.exec(pathname);
  if (info) return info[1]!.startsWith('infofill') ? 'fill' : 'subform';
  if (/^\/[aA]pplyDetail[^/]*$/.test(pathname)) return 'detail';
  if (/^\/[^/]+D$/.test(pathname)) return 'preview';
  return undefined;
}
