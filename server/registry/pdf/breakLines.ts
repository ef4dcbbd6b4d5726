/**
 * Where a line of a registry document may break, as a reader expects: between two Chinese
 * characters, at a space, or where Chinese meets Latin, but never inside a run of Latin letters,
 * digits and their punctuation (a unit number, a date, a code, an address), so each such value
 * reads and copies whole. Closing punctuation (。，）…) never starts a line and opening punctuation
 * （“…) never ends one (kinsoku): each goes with its neighbour.
 */
const NO_LINE_START = new Set([...'。，、；：！？）」』】》〉”’…·,.;:!?)]}%/㎡']);
const NO_LINE_END = new Set([...'（「『【《〈“‘([{']);
/** Dashes, quotes and ellipses: between runs, not part of one. */
const GENERAL_PUNCTUATION = /[\u2000-\u206f]/;
/** Characters set one by one: CJK ideographs, kana, fullwidth forms and CJK punctuation. */
const SET_ONE_BY_ONE = /[\u2e80-\u33ff\u3400-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]|[\u{20000}-\u{3ffff}]/u;

/** The text cut into pieces no line may split: a Latin run, one Chinese character, a space or a newline, punctuation joined to its neighbour. */
export function unbreakablePieces(text: string): string[] {
  const pieces: string[] = [];
  for (const character of text) {
    const last = pieces.at(-1);
    const lastCharacter = last === undefined ? undefined : [...last].at(-1)!;
    const joinsLast =
      lastCharacter !== undefined &&
      lastCharacter !== '\n' &&
      !isSpace(lastCharacter) &&
      character !== '\n' &&
      ((inLatinRun(lastCharacter) && inLatinRun(character)) || NO_LINE_START.has(character) || NO_LINE_END.has(lastCharacter));
    if (joinsLast) pieces[pieces.length - 1] = last + character;
    else pieces.push(character);
  }
  return pieces;
}

/** Letters, digits and their punctuation (ASCII and the like), which run together into one value. */
function inLatinRun(character: string): boolean {
  return !isSpace(character) && character !== '\n' && !SET_ONE_BY_ONE.test(character) && !GENERAL_PUNCTUATION.test(character);
}

function isSpace(character: string): boolean {
  return character === ' ' || character === '\t';
}

/**
 * Lines of text no wider than `width` (by `measure`), broken only between pieces; spaces at a
 * break are dropped and "\n" always breaks. A piece wider than a whole line (PageWriter.wrap first
 * sets such text smaller) is cut where it must, rather than run off the page.
 */
export function breakLines(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  let used = 0;
  const endLine = () => {
    lines.push(line.trimEnd());
    line = '';
    used = 0;
  };
  for (const piece of unbreakablePieces(text)) {
    if (piece === '\n') {
      endLine();
      continue;
    }
    const pieceWidth = measure(piece);
    if (line && used + pieceWidth > width) endLine();
    // A space that ended a line is not carried to the start of the next.
    if (!line && lines.length > 0 && isSpace(piece)) continue;
    line += piece;
    used += pieceWidth;
    while (used > width && [...line].length > 1) {
      const cut = longestFittingPrefix(line, width, measure);
      lines.push(cut);
      line = line.slice(cut.length);
      used = measure(line);
    }
  }
  lines.push(line.trimEnd());
  return lines;
}

/** The longest start of text (one character at least) no wider than width. */
function longestFittingPrefix(text: string, width: number, measure: (text: string) => number): string {
  let prefix = '';
  for (const character of text) {
    if (prefix && measure(prefix + character) > width) break;
    prefix += character;
  }
  return prefix;
}
