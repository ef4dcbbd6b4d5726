import type { Plugin } from 'vite';

/**
 * One chunk for everything the app's entry (src/main.tsx) imports statically, besides the groups
 * that outrank it (React, the transpiler's helpers). Left to itself, Rolldown cut the entry into
 * eleven files (every module a lazy route also imports became its own chunk), so a phone started
 * with eleven requests where four do: on HTTP/1.1's six connections that is a second round trip
 * before the first screen (decision 0034). main.tsx stays outside, so the HTML entry keeps its
 * name in the manifest that the size checks read.
 */
export function entryChunk(entryFile = 'src/main.tsx') {
  const reached = new Set<string>();
  const plugin: Plugin = {
    name: 'entry-chunk',
    apply: 'build',
    // After the module graph is complete and before chunks are made, which is when the group's test runs.
    buildEnd() {
      reached.clear();
      const entry = [...this.getModuleIds()].find((id) => id.endsWith(`/${entryFile}`));
      // A build of another root with this configuration (the form-engine harness) has no app entry.
      if (!entry) return;
      const visit = (id: string) => {
        if (reached.has(id)) return;
        reached.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      visit(entry);
      reached.delete(entry);
    },
  };
  return { plugin, test: (id: string) => reached.has(id) };
}
