import { describe, expect, it } from 'vitest';
import type { Request } from 'express';
import { requestSite } from './requestSite';

const OWN = 'https://hall.example.org';
const from = (headers: Record<string, string>) => requestSite({ get: (name: string) => headers[name.toLowerCase()] } as unknown as Request, OWN);

describe('requestSite', () => {
  it('trusts Sec-Fetch-Site first: only same-origin and none are our own', () => {
    expect(from({ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' })).toBe('own');
    expect(from({ 'sec-fetch-site': 'none' })).toBe('own');
    expect(from({ 'sec-fetch-site': 'same-site', origin: OWN })).toBe('other');
    expect(from({ 'sec-fetch-site': 'cross-site' })).toBe('other');
  });
  it('without it, compares the Origin, then the Referer, with our origin', () => {
    expect(from({ origin: OWN })).toBe('own');
    expect(from({ origin: 'https://hall.example.org:8443' })).toBe('other');
    expect(from({ origin: 'null' })).toBe('other');
    expect(from({ referer: `${OWN}/my/feedBack` })).toBe('own');
    expect(from({ referer: 'http://hall.example.org/my/feedBack' })).toBe('other');
  });
  it('says nothing when no header does', () => {
    expect(from({})).toBe('unsaid');
  });
});
