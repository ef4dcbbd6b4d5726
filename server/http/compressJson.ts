import zlib from 'node:zlib';
import type { RequestHandler } from 'express';

// Below this a JSON answer fits a packet or two: compressing it costs more time than it saves.
const MIN_BYTES = 2048;

/**
 * Gzips large JSON answers on the API paths. The general compression middleware wraps every
 * response's write path, which on the hot API calls costs about an eighth of their throughput;
 * here only res.json is touched, and only answers worth it are compressed (article lists, records).
 */
export const compressJson: RequestHandler = (req, res, next) => {
  if (!req.headers['accept-encoding']?.includes('gzip')) return next();
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    const text = JSON.stringify(body);
    if (text === undefined) return json(body);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    // Small answers go as they are, from the text already made (res.json would stringify again).
    if (Buffer.byteLength(text) < MIN_BYTES) return res.send(text);
    res.setHeader('Content-Encoding', 'gzip');
    res.append('Vary', 'Accept-Encoding');
    return res.send(zlib.gzipSync(text, { level: 6 }));
  };
  next();
};
