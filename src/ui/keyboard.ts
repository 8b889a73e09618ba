/**
 * True when a key press belongs to the control that has focus rather than to a screen's shortcuts:
 * typing in a field, anything inside a dialog, sliders, tabs, radios and options (they use the arrow
 * keys themselves), Left and Right on an element that scrolls sideways (a code listing with long lines),
 * and Space on a button or link (it presses them).
 */
export function isOwnedByFocusedControl(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  const role = target.getAttribute('role');
  if (role === 'slider' || role === 'tab' || role === 'radio' || role === 'option') return true;
  if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && target.scrollWidth > target.clientWidth)
    return true;
  if (event.key === ' ' && (tag === 'BUTTON' || tag === 'A')) return true;
  return Boolean(target.closest(IN_A_DIALOG));
}

/** A dialog: the browser's own `<dialog>` (src/ui/Dialog.tsx) or an element with the role. */
export const IN_A_DIALOG = 'dialog, [role="dialog"]';
