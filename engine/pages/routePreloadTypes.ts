/**
 * The table the build writes to dist/route-preloads.json and the server reads to name a route's
 * files in its HTML (decision 0064): shared by scripts/vite (writer) and server/http (reader).
 */

/** A route's full path (React Router's syntax: `:name` one segment, `*` the rest) and its screen's files. */
export interface PreloadRoute {
  path: string;
  /** The files of its screen; none for a pattern route, whose screen follows the path's kind. */
  files?: string[];
  pattern?: boolean;
}

export interface RoutePreloads {
  /** Most specific first (React Router's ranking), so the first that matches a path is its route. */
  routes: PreloadRoute[];
  /** The configured pages' screens, by the kind of their path (engine/pages/pageKindOfPath). */
  families: Record<string, string[]>;
  /** The language catalogues loaded before the first render (Chinese is in the entry). */
  catalogues: Record<string, string[]>;
}
