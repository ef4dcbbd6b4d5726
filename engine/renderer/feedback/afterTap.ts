/**
 * Runs a change that moves the page now, or, while a finger (or mouse button) is down, once the
 * tap is over. A field is left because something else is being tapped: if the field's error line
 * appeared at that moment it would push the button below it down, and the tap would land on empty
 * space (the citizen taps 保存 and nothing happens). The tap is over at its click, or shortly after
 * the finger lifts when no click follows (a scroll, a cancelled touch).
 */
export const TAP_SETTLE_MS = 350;

interface TapState {
  down: boolean;
  pending: Array<() => void>;
  timer?: ReturnType<typeof setTimeout>;
}

function flush(state: TapState): void {
  clearTimeout(state.timer);
  state.down = false;
  for (const run of state.pending.splice(0)) run();
}

/** Watches taps on `target` (the document); returns the function that defers changes until a tap is over. */
export function createAfterTap(target: EventTarget): (run: () => void) => void {
  const state: TapState = { down: false, pending: [] };
  const capture = { capture: true };
  target.addEventListener('pointerdown', () => {
    clearTimeout(state.timer);
    state.down = true;
  }, capture);
  const lifted = () => {
    clearTimeout(state.timer);
    state.timer = setTimeout(() => flush(state), TAP_SETTLE_MS);
  };
  target.addEventListener('pointerup', lifted, capture);
  target.addEventListener('pointercancel', lifted, capture);
  // After the click has reached its button (this listener runs first, in the capture phase).
  target.addEventListener('click', () => {
    clearTimeout(state.timer);
    state.timer = setTimeout(() => flush(state), 0);
  }, capture);
  return (run) => {
    if (state.down) state.pending.push(run);
    else run();
  };
}

let shared: ((run: () => void) => void) | undefined;

/** createAfterTap on this page's document, made once. */
export function afterTap(run: () => void): void {
  shared ??= createAfterTap(document);
  shared(run);
}
