import type { StoredForm } from '../../migration/migrateDraft';

/** The part of the Web Storage API drafts use (localStorage in the browser, a map in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'engine-draft:';

/** The browser's localStorage, or undefined where there is none or it refuses (private mode). */
export function browserDraftStorage(): DraftStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The local copy kept under `key`, or undefined (none, unreadable, or not a stored form). */
export function readDraft(storage: DraftStorage | undefined, key: string): StoredForm | undefined {
  try {
    const parsed = JSON.parse(storage?.getItem(PREFIX + key) ?? 'null') as Partial<StoredForm> | null;
    if (!parsed || typeof parsed.formId !== 'string' || typeof parsed.schemaVersion !== 'number' || !parsed.data || typeof parsed.data !== 'object') return undefined;
    return parsed as StoredForm;
  } catch {
    return undefined;
  }
}

/** Keeps the copy; a full or refusing storage loses only the local copy, never the form. */
export function writeDraft(storage: DraftStorage | undefined, key: string, stored: StoredForm): void {
  try {
    storage?.setItem(PREFIX + key, JSON.stringify(stored));
  } catch {
    // Quota exceeded or storage disabled: the form works on without its local copy.
  }
}

export function dropDraft(storage: DraftStorage | undefined, key: string): void {
  try {
    storage?.removeItem(PREFIX + key);
  } catch {
    // Nothing kept, nothing to drop.
  }
}
