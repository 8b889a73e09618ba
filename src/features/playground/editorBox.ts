/**
 * The code editor's box, known before the editor is here: the space held for it while CodeMirror loads
 * (and in the prerendered page) is the height the editor will take, so nothing below it moves when it
 * arrives. The editor's theme uses the same font size and line height.
 */
export const EDITOR_FONT_PX = 14;
export const EDITOR_LINE_HEIGHT = 1.4;
/** The editor's content padding (4 px above and below, CodeMirror's own) and the box's 1 px border. */
const EDITOR_CHROME_PX = 4 * 2 + 1 * 2;
/** The editor scrolls past 28rem (its host's `max-h-[28rem]`), plus the border. */
const EDITOR_MAX_PX = 28 * 16 + 1 * 2;

/** The editor's height in CSS pixels with this code in it. */
export function editorBoxHeight(code: string): number {
  const lines = code.split('\n').length;
  return Math.min(lines * EDITOR_FONT_PX * EDITOR_LINE_HEIGHT + EDITOR_CHROME_PX, EDITOR_MAX_PX);
}
