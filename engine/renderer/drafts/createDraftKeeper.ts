import type { StoredForm } from '../../migration/migrateDraft';
import { dropDraft, writeDraft, type DraftStorage } from './draftStorage';

export interface DraftKeeperOptions {
  key: string;
  storage: DraftStorage | undefined;
  /** The committed values stamped with the schema version (the form's state). */
  snapshot: () => StoredForm;
  /** Where pagehide is heard (window) and where visibilitychange is (document); none in tests. */
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  /** Quiet time before a write (ms): typing writes at most once per pause, not once per key. */
  delay?: number;
}

export interface DraftKeeper {
  /** A keystroke in a text field: the field's text as it now is (not yet committed to the form). */
  noteTyping(field: string, text: string): void;
  /** The form's committed values changed (a field left, a picker chosen). */
  noteChange(): void;
  /** Writes what is pending now (the page is being hidden or left). */
  flush(): void;
  /** The server has the form: the local copy goes, and typing from here on is not kept. */
  drop(): void;
  dispose(): void;
}

/**
 * Keeps a local copy of a form while it is filled, so nothing typed is lost when the messaging
 * app's browser is sent to the background, killed or reloaded: every keystroke is noted (in
 * memory, at no cost to typing), written after a short pause and at once on pagehide or when the
 * page is hidden; the copy is the committed values with the text still being typed over them.
 */
export function createDraftKeeper(options: DraftKeeperOptions): DraftKeeper {
  const delay = options.delay ?? 400;
  let typed: Record<string, string> = {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dirty = false;
  let dropped = false;

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!dirty || dropped) return;
    dirty = false;
    const stored = options.snapshot();
    const data = { ...stored.data };
    for (const [field, text] of Object.entries(typed)) {
      if (text === '') delete data[field];
      else data[field] = text;
    }
    writeDraft(options.storage, options.key, { ...stored, data });
  };
  const schedule = () => {
    dirty = true;
    dropped = false;
    if (timer === undefined) timer = setTimeout(flush, delay);
  };
  const onHidden = () => {
    if (options.doc?.visibilityState !== 'visible') flush();
  };
  options.win?.addEventListener('pagehide', flush);
  options.doc?.addEventListener('visibilitychange', onHidden);

  return {
    noteTyping(field, text) {
      typed[field] = text;
      schedule();
    },
    noteChange() {
      // Committed values now hold what was typed so far.
      typed = {};
      schedule();
    },
    flush,
    drop() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      typed = {};
      dirty = false;
      dropped = true;
      dropDraft(options.storage, options.key);
    },
    dispose() {
      flush();
      options.win?.removeEventListener('pagehide', flush);
      options.doc?.removeEventListener('visibilitychange', onHidden);
    },
  };
}
