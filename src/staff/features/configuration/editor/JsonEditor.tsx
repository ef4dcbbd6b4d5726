import { autocompletion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorState, StateEffect } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ConfigProblem } from '../api';
import { cursorPlace, pointerRange, syntaxErrorAt } from './jsonTree';
import { keySuggestions, schemasAt, valueSuggestions } from './schemaSuggestions';

export interface JsonEditorProps {
  /** The file's path, for its label; a new path starts a fresh editor. */
  path: string;
  text: string;
  onChange: (text: string) => void;
  /** The folder's files (the meta-schemas among them) and this file's meta-schema, for completion. */
  files: Record<string, unknown>;
  metaFile?: string;
  /** The check's findings for this file, drawn where their pointers lead. */
  problems: ConfigProblem[];
  /** What a syntax error says (the staff catalogue's text). */
  syntaxText: string;
}

/** The check answered: the findings are drawn again without waiting for a keystroke. */
const problemsArrived = StateEffect.define<null>();

/** Property names already written in the object a key is being typed in (not offered again). */
function writtenKeys(text: string, path: (string | number)[]): string[] {
  try {
    let value: unknown = JSON.parse(text);
    for (const segment of path) value = (value as Record<string | number, unknown>)?.[segment];
    return value && typeof value === 'object' ? Object.keys(value) : [];
  } catch {
    return [];
  }
}

/**
 * A configuration file in CodeMirror 6: JSON highlighting, completion of property names and values
 * from the file's meta-schema (read from the folder being edited, so an edited meta-schema applies
 * at once), the syntax error as you type, and the server's check findings at their pointers.
 */
export function JsonEditor({ path, text, onChange, files, metaFile, problems, syntaxText }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The extensions are made once per file; what they read changes under them.
  const live = useRef({ files, metaFile, problems, onChange, syntaxText });
  useLayoutEffect(() => {
    live.current = { files, metaFile, problems, onChange, syntaxText };
  });

  useEffect(() => {
    const complete = (context: CompletionContext): CompletionResult | null => {
      const { files: folder, metaFile: meta } = live.current;
      if (!meta) return null;
      const doc = context.state.doc.toString();
      const place = cursorPlace(doc, context.pos);
      if (!place || (place.from === context.pos && !context.explicit && place.kind === 'value')) return null;
      const places = schemasAt(folder, meta, place.path);
      const options = place.kind === 'key' ? keySuggestions(places, writtenKeys(doc, place.path)).map((option) => ({ ...option, type: 'property' })) : valueSuggestions(places).map((option) => ({ ...option, type: 'constant' }));
      return options.length === 0 ? null : { from: place.from, options, validFor: /^"?[^"]*"?$/ };
    };
    const diagnostics = (editor: EditorView): Diagnostic[] => {
      const doc = editor.state.doc.toString();
      const broken = syntaxErrorAt(doc);
      if (broken !== undefined) return [{ from: broken, to: Math.min(broken + 1, doc.length), severity: 'error', message: live.current.syntaxText }];
      return live.current.problems.map((problem) => ({ ...pointerRange(doc, problem.pointer), severity: problem.severity, message: `${problem.pointer || '/'} ${problem.reason}` }));
    };
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: text,
        extensions: [
          basicSetup,
          json(),
          autocompletion({ override: [complete] }),
          linter(diagnostics, { delay: 300, needsRefresh: (update) => update.transactions.some((tr) => tr.effects.some((effect) => effect.is(problemsArrived))) }),
          lintGutter(),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) live.current.onChange(update.state.doc.toString());
          }),
          // The content is in the tab order already (contenteditable); tabindex says so to checkers that look for it on the scrolled region.
          EditorView.contentAttributes.of({ 'aria-label': path, tabindex: '0' }),
          EditorView.theme({ '&': { height: '100%', fontSize: '13px' }, '.cm-scroller': { overflow: 'auto' } }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // A new file starts a new editor; the text typed flows out through onChange, not back in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);

  // A check answered: redraw the findings now rather than at the next keystroke.
  useEffect(() => {
    view.current?.dispatch({ effects: problemsArrived.of(null) });
  }, [problems]);

  return <div ref={host} className="config-editor" data-file={path} />;
}
