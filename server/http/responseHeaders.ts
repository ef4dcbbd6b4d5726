import compression from 'compression';
import type { RequestHandler } from 'express';
import { compressJson } from './compressJson';
import { dataHeaders, documentHeaders } from './security';

/**
 * Security headers and compression, decided once per request: data answers on the API paths get
 * the data headers and compressJson; documents (pages, assets, and a browser navigating to an API
 * path) get the full document headers, and pages and assets the compression middleware.
 */
export function responseHeaders(apiPrefixes: readonly string[]): RequestHandler {
  const compressPages = compression();
  return (req, res, next) => {
    const isApi = apiPrefixes.some((prefix) => req.path.startsWith(prefix));
    if (!isApi) return documentHeaders(req, res, () => compressPages(req, res, next));
    if (req.headers.accept?.includes('text/html')) return documentHeaders(req, res, () => compressJson(req, res, next));
    dataHeaders(req, res, () => compressJson(req, res, next));
  };
}
