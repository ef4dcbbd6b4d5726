/**
 * Keystrokes in the engine's text fields never reach React's event system.
 *
 * React listens at its root for every keyboard and input event and, for each one, walks the fiber
 * path from the field to the root looking for handlers — about ten events per keystroke, through
 * RJSF's deep nesting. Our text fields need none of that: the browser owns their text while the
 * citizen types (useUncontrolledText). So one capture listener on the window stops these events
 * before they travel down to React's root (the browser still inserts the text: propagation is not
 * the default action) and calls the field's own handlers directly.
 *
 * Only elements registered here are affected; every other element's events pass untouched.
 */
export interface TypingHandlers {
  /** After the text changed (input event). */
  onInput?: (element: HTMLInputElement | HTMLTextAreaElement) => void;
  /** Enter pressed in a one-line field. */
  onEnter?: () => void;
}

/**
 * Events a keystroke produces on the focused field that React listens to (textInput is
 * Chromium's), and selectionchange (the caret moved). beforeinput is not among them: React does
 * not listen to it, and every listener here is a call into script on each keystroke. Nor is scroll:
 * a window listener for it would run on every frame of every page scroll, to spare React one
 * event only when a field's text is wider than its box.
 */
export const TYPING_EVENTS = ['keydown', 'keypress', 'keyup', 'textInput', 'input', 'compositionstart', 'compositionupdate', 'compositionend', 'selectionchange'] as const;

const registry = new WeakMap<EventTarget, TypingHandlers>();

/** What the window listener does with one event; returns whether the event was an engine field's. */
export function handleTypingEvent(event: Pick<Event, 'type' | 'target' | 'stopPropagation'> & { key?: string }, handlers: WeakMap<EventTarget, TypingHandlers> = registry): boolean {
  // Newer Chromium fires selectionchange at the text field itself; others at the document, for the field that has the focus.
  const target = event.type === 'selectionchange' && event.target && !handlers.has(event.target) ? ((event.target as Document).activeElement ?? null) : event.target;
  const own = target ? handlers.get(target) : undefined;
  if (!own) return false;
  event.stopPropagation();
  if (event.type === 'input') own.onInput?.(target as HTMLInputElement | HTMLTextAreaElement);
  else if (event.type === 'keydown' && event.key === 'Enter') own.onEnter?.();
  return true;
}

let installedOn: EventTarget | undefined;

function install(target: EventTarget): void {
  if (installedOn === target) return;
  installedOn = target;
  const listener = (event: Event) => void handleTypingEvent(event as KeyboardEvent);
  for (const type of TYPING_EVENTS) target.addEventListener(type, listener, { capture: true });
}

/** Takes the element's keystrokes out of React's event system; returns the undo. */
export function isolateTyping(element: HTMLInputElement | HTMLTextAreaElement, handlers: TypingHandlers): () => void {
  install(element.ownerDocument.defaultView ?? window);
  registry.set(element, handlers);
  return () => registry.delete(element);
}
