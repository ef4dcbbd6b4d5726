import { describe, expect, it } from 'vitest';
import { entryChunk } from './entryChunk';

/** A module graph as Rolldown's plugin context shows it in buildEnd. */
function contextOf(graph: Record<string, string[]>) {
  return {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }),
  };
}

describe('entryChunk', () => {
  const graph = {
    '/app/src/main.tsx': ['/app/src/App.tsx', '/app/node_modules/react/index.js'],
    '/app/src/App.tsx': ['/app/src/shell.tsx', '/app/src/App.tsx'],
    '/app/src/shell.tsx': [],
    '/app/src/routes/Detail.tsx': ['/app/src/shell.tsx', '/app/src/detailOnly.ts'],
    '/app/src/detailOnly.ts': [],
  };

  it("captures what the entry imports statically, not the entry itself nor a lazy route's own modules", () => {
    const { plugin, test } = entryChunk();
    (plugin.buildEnd as (this: unknown) => void).call(contextOf(graph));
    expect(['/app/src/App.tsx', '/app/src/shell.tsx', '/app/node_modules/react/index.js'].every(test)).toBe(true);
    expect(test('/app/src/main.tsx')).toBe(false);
    expect(test('/app/src/routes/Detail.tsx')).toBe(false);
    expect(test('/app/src/detailOnly.ts')).toBe(false);
  });
  it('captures nothing in a build without the app entry (the form-engine harness)', () => {
    const { plugin, test } = entryChunk('src/elsewhere.tsx');
    (plugin.buildEnd as (this: unknown) => void).call(contextOf(graph));
    expect(Object.keys(graph).some(test)).toBe(false);
  });
});
