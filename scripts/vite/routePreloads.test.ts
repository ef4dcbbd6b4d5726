import { describe, expect, it } from 'vitest';
import { filesOfModule, pathMatches, rankOfPath, type Manifest } from './routePreloads';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_app-1.js', '_react-1.js'] },
  '_app-1.js': { file: 'assets/app-1.js', css: ['assets/app-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_records-1.js': { file: 'assets/records-1.js', imports: ['_react-1.js'], css: ['assets/records-1.css'] },
  'src/pages/Upload.tsx': { file: 'assets/Upload-1.js', imports: ['_app-1.js', '_records-1.js'], css: ['assets/filing-1.css'] },
};

describe('filesOfModule', () => {
  it('names a route chunk and its imports not already loaded by the entry, scripts then stylesheets', () => {
    expect(filesOfModule(manifest, 'src/pages/Upload.tsx')).toEqual([
      '/assets/records-1.js',
      '/assets/Upload-1.js',
      '/assets/records-1.css',
      '/assets/filing-1.css',
    ]);
  });
  it('refuses a module the build did not make', () => {
    expect(() => filesOfModule(manifest, 'src/pages/Gone.tsx')).toThrow(/not in the build manifest/);
  });
});

describe('route paths', () => {
  it('ranks static paths over parameters over the rest, as React Router does', () => {
    expect(rankOfPath('/upload')).toBeGreaterThan(rankOfPath('/:page'));
    expect(rankOfPath('/info/:page')).toBeGreaterThan(rankOfPath('/:page'));
    expect(rankOfPath('/:page')).toBeGreaterThan(rankOfPath('/*'));
  });
  it('matches segments case-sensitively, a parameter one segment, * the rest', () => {
    expect(pathMatches('/upload', '/upload')).toBe(true);
    expect(pathMatches('/upload', '/upload/')).toBe(true);
    expect(pathMatches('/upload', '/Upload')).toBe(false);
    expect(pathMatches('/info/:page', '/info/dyqinfo')).toBe(true);
    expect(pathMatches('/info/:page', '/info')).toBe(false);
    expect(pathMatches('/:page', '/a/b')).toBe(false);
    expect(pathMatches('/', '/')).toBe(true);
    expect(pathMatches('/*', '/a/b')).toBe(true);
  });
});
