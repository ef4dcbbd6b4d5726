import express, { type RequestHandler } from 'express';

/** JSON and form bodies are small; uploads stream through their own routes with their own limits. */
export const BODY_LIMIT = '64kb';

export function bodyParsers(): RequestHandler[] {
  return [express.json({ limit: BODY_LIMIT }), express.urlencoded({ extended: true, limit: BODY_LIMIT, parameterLimit: 200 })];
}
