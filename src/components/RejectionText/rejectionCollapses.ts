/**
 * Spec 001 section 2.5: a rejection text collapses unless its length plus 4 fits within
 * (screen width − 30) / 12 — the characters a 12 px line holds beside the page's 30 px of margins,
 * less the label's room.
 */
export function rejectionCollapses(text: string, screenWidth: number): boolean {
  return text.length + 4 > (screenWidth - 30) / 12;
}
