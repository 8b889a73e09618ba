/**
 * The widths of the prerendered page's boxes, read just before the app renders over that copy.
 *
 * A box whose contents depend on its width (a scene's placeholder whose height follows its width, a
 * zoomable frame) must know the width in the commit that first shows it, or what is under it moves once
 * it is measured. Reading the width of a box the app has only just put in the page forces a layout of
 * the whole new page in the middle of that commit, a long task on a phone. The prerendered copy is
 * already laid out, and the app's first commit puts the same elements in the same places, so their
 * widths are read from the copy instead, where the layout costs nothing more.
 *
 * The copy is rendered without a window, so where the app lays a screen out differently at the
 * browser's width (two columns on a laptop, say) the two differ. A box takes its width from the copy
 * only when every element up to it, in document order, has the same tag and classes in both; any other
 * box measures itself.
 */

interface PrerenderedBox {
  readonly signature: string;
  readonly width: number;
}

let prerendered: { readonly root: Element; readonly boxes: readonly PrerenderedBox[] } | null = null;

const signatureOf = (element: Element) => `${element.tagName} ${element.getAttribute('class') ?? ''}`;

/**
 * The elements that take up room, in document order: the prerendered copy carries the resources React
 * hoists into the head in the browser (a preload link, say), which the app's copy does not.
 */
const boxesIn = (root: Element) =>
  Array.from(root.querySelectorAll(':not(link, meta, title, script, style)'));

/** Reads the width of every element of the prerendered copy in `root`, before the app replaces it. */
export function rememberPrerenderedWidths(root: Element): void {
  const boxes = boxesIn(root).map((element) => ({
    signature: signatureOf(element),
    width: Math.floor(element.clientWidth),
  }));
  prerendered = { root, boxes };
}

/** Once the app has taken over, every box measures itself. */
export function forgetPrerenderedWidths(): void {
  prerendered = null;
}

/**
 * The width in whole CSS pixels of the prerendered element in the place of `element`, while the app is
 * taking over the page; null otherwise, or when the copy differs up to that place.
 */
export function prerenderedWidthOf(element: Element): number | null {
  if (!prerendered?.root.contains(element)) return null;
  const boxes = boxesIn(prerendered.root);
  const index = boxes.indexOf(element);
  const copied = prerendered.boxes;
  const sameSoFar = boxes.slice(0, index + 1).every((box, i) => copied[i]?.signature === signatureOf(box));
  // A width of 0 tells nothing: a box that was not laid out (display: none) measures itself.
  return sameSoFar ? copied[index]?.width || null : null;
}
