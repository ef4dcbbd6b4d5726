/** One node of the file tree: a folder (with children) or a file (its path the key). */
export interface FileNode {
  key: string;
  title: string;
  isLeaf?: boolean;
  children?: FileNode[];
}

/**
 * The files of a version as folders and files, each level sorted by name; `mark` decorates a file's
 * name (its problem count, that it was edited).
 */
export function fileTree(paths: readonly string[], mark: (path: string) => string = () => ''): FileNode[] {
  const root: FileNode[] = [];
  for (const path of [...paths].sort()) {
    const parts = path.split('/');
    let level = root;
    parts.slice(0, -1).forEach((part, index) => {
      const key = `${parts.slice(0, index + 1).join('/')}/`;
      let folder = level.find((node) => node.key === key);
      if (!folder) {
        folder = { key, title: part, children: [] };
        level.push(folder);
      }
      level = folder.children!;
    });
    level.push({ key: path, title: `${parts[parts.length - 1]}${mark(path)}`, isLeaf: true });
  }
  return root;
}
