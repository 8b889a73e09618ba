/**
 * How tall an AVL tree of n keys can be, with its height h counted in levels (a lone root is 1, as the
 * Trees page counts it): h < 1.4405 log₂(n + 2) − 0.3277 (Knuth). The Fibonacci trees, the AVL trees
 * with the fewest keys for their height, come closest to it.
 */
export const AVL_HEIGHT_FACTOR = 1.4405;
export const AVL_HEIGHT_OFFSET = 0.3277;

/** The bound's right-hand side for n keys: every AVL tree of n keys is shorter than this. */
export const avlHeightBound = (n: number): number => AVL_HEIGHT_FACTOR * Math.log2(n + 2) - AVL_HEIGHT_OFFSET;

/** The bound as the page writes it. */
export const AVL_HEIGHT_BOUND_TEXT = `h < ${AVL_HEIGHT_FACTOR} log₂(n + 2) − ${AVL_HEIGHT_OFFSET}`;
