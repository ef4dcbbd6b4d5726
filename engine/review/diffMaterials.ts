export interface MaterialWords {
  /** The section the material lines are under (申请材料). */
  section: string;
  /** A group's count of pictures (3 张). */
  pictures: (count: number) => string;
  /** What changed in a group (新增 2 张，删除 1 张). */
  changed: (added: number, removed: number) => string;
}

export interface MaterialChange {
  section: string;
  record: string;
  label: string;
  before: string;
  after: string;
}

/**
 * The material groups whose pictures changed between two submissions, in the configured group
 * order (groups no longer configured after them, by id): how many were added and removed, and the
 * count before and after. A picture is the same picture when its file id is.
 */
export function diffMaterials(
  before: Record<string, string[]>,
  after: Record<string, string[]>,
  groups: ReadonlyArray<{ id: string; name: string }>,
  words: MaterialWords,
): MaterialChange[] {
  const ids = [...new Set([...groups.map((group) => group.id), ...Object.keys(before), ...Object.keys(after)])];
  const changes: MaterialChange[] = [];
  for (const id of ids) {
    const was = new Set(before[id] ?? []);
    const is = new Set(after[id] ?? []);
    const added = [...is].filter((file) => !was.has(file)).length;
    const removed = [...was].filter((file) => !is.has(file)).length;
    if (!added && !removed) continue;
    changes.push({
      section: words.section,
      record: groups.find((group) => group.id === id)?.name ?? id,
      label: words.changed(added, removed),
      before: words.pictures(was.size),
      after: words.pictures(is.size),
    });
  }
  return changes;
}
