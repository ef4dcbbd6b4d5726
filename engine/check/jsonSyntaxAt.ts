/**
 * Where a JSON.parse error is, by line and column (1-based) of the text, with the message
 * without its character offset: "position 1141" means nothing to someone reading the file in
 * an editor. An unexpected end is placed after the last character. Undefined when the message
 * names no place (another engine's wording).
 */
export function jsonSyntaxAt(message: string, text: string): { message: string; line: number; column: number } | undefined {
  const position = /\bat position (\d+)/.exec(message);
  const offset = position ? Number(position[1]) : /Unexpected end of JSON input/.test(message) ? text.length : undefined;
  if (offset === undefined) return undefined;
  const before = text.slice(0, offset);
  const lines = before.split('\n');
  const line = lines.length;
  const column = [...lines[line - 1]!].length + 1;
  const bare = message.replace(/\s*in JSON at position \d+(\s*\(line \d+ column \d+\))?/, '').trim();
  return { message: bare, line, column };
}
