import { useLayoutEffect, useState } from 'react';

type CommandsOf<C> = { [Name in keyof C]: (...args: never[]) => unknown };

/** Commands that forward to whichever version was last given to `update`. */
function createForwarder<C extends CommandsOf<C>>(initial: C) {
  let current = initial;
  const commands = Object.fromEntries(
    Object.keys(initial).map((name) => [
      name,
      (...args: never[]) => (current[name as keyof C] as (...args: never[]) => unknown)(...args),
    ]),
  ) as C;
  return {
    commands,
    update: (next: C) => {
      current = next;
    },
  };
}

/**
 * The same commands, each with one identity for the component's life, calling the version of the latest
 * render. A panel given them can be memoised and skip a page's re-renders (every step of a run) while
 * what it calls still sees the page as it is. For event handlers only: they run after a render commits.
 */
export function useStableCommands<C extends CommandsOf<C>>(commands: C): C {
  const [forwarder] = useState(() => createForwarder(commands));
  useLayoutEffect(() => forwarder.update(commands));
  return forwarder.commands;
}
