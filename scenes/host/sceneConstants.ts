/** Shared by the data-structure scenes. */
export const FONT_FAMILY = 'sans-serif';
/** How long an element takes to glide to its new place. */
export const MOVE_SECONDS = 0.45;
