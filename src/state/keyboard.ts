import { atom } from 'jotai';

/**
 * Which player on the page answers the keyboard shortcuts (Space, Left/Right, R): the one used last, the
 * first one on the page until then. Each player names itself with a symbol of its own.
 */
export const keyboardOwnerAtom = atom<symbol | null>(null);

/** A player that appears takes the keyboard only when no other player has it. */
export const offerKeyboardAtom = atom(null, (get, set, player: symbol) => {
  if (get(keyboardOwnerAtom) === null) set(keyboardOwnerAtom, player);
});

/** A player that is used (pressed or focused) takes the keyboard. */
export const claimKeyboardAtom = atom(null, (_get, set, player: symbol) => {
  set(keyboardOwnerAtom, player);
});

/** A player that goes away lets the keyboard go, if it has it. */
export const releaseKeyboardAtom = atom(null, (get, set, player: symbol) => {
  if (get(keyboardOwnerAtom) === player) set(keyboardOwnerAtom, null);
});
