/**
 * The widths of the prerendered page's scene placeholders, read just before the app renders over that
 * copy. A placeholder whose height depends on its width must know the width in the commit that first
 * shows it, or everything under it would move once it is measured. Reading the width of a box the app
 * has only just put in the page forces a layout of the whole new page in the middle of that commit (a
 * long task on a phone); the prerendered copy has already been laid out, and its placeholders sit where
 * the app's will, at the same widths, so their widths are read from it instead, at no cost.
 */

/** Marks a scene placeholder, in the prerendered copy and in the app alike. */
export const PLACEHOLDER_ATTRIBUTE = 'data-scene-placeholder';

let prerenderedWidths: readonly number[] | null = null;

const placeholdersIn = (root: ParentNode) => Array.from(root.querySelectorAll(`[${PLACEHOLDER_ATTRIBUTE}]`));

/** Reads the prerendered copy's placeholder widths, in document order, before the app replaces it. */
export function rememberPrerenderedPlaceholderWidths(prerenderedCopy: ParentNode): void {
  prerenderedWidths = placeholdersIn(prerenderedCopy).map((element) => Math.floor(element.clientWidth));
}

/** Once the app has taken over, every placeholder measures itself. */
export function forgetPrerenderedPlaceholderWidths(): void {
  prerenderedWidths = null;
}

/**
 * The width of the prerendered placeholder in the place of `element` (the n-th placeholder of the
 * page), while the app is taking over; null otherwise.
 */
export function prerenderedWidthOf(element: Element): number | null {
  if (!prerenderedWidths) return null;
  const index = placeholdersIn(element.ownerDocument).indexOf(element);
  return prerenderedWidths[index] ?? null;
}
