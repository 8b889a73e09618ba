import { useCallback, useTransition } from 'react';

/**
 * Operations that start a new run, called as a React transition: the tap that asks for one returns at
 * once (a field cleared, a dialog closed), and the page records and renders the new run after it, in
 * slices, so that a slow phone is not held for all of that in one task. `preparing` is true until the
 * run has rendered and started; the operations panel shows it as aria-busy.
 *
 * A command still answers at once (whether its input was taken), since the transition runs it
 * synchronously; only the renders it causes wait.
 */
export function useOperationTransition() {
  const [preparing, startTransition] = useTransition();
  // Stable while the page stays the same, so that a panel's controls need not re-render as it turns busy.
  const asTransition = useCallback(
    <Args extends unknown[], Result>(command: (...args: Args) => Result) =>
      (...args: Args): Result => {
        // startTransition calls its function before it returns.
        let result!: Result;
        startTransition(() => {
          result = command(...args);
        });
        return result;
      },
    [startTransition],
  );
  return { preparing, asTransition };
}

/** A panel's commands, each called as a transition (useOperationTransition). */
export function useOperationCommands<
  Commands extends { [Name in keyof Commands]: (...args: never[]) => unknown },
>(requested: Commands) {
  const { preparing, asTransition } = useOperationTransition();
  const commands = Object.fromEntries(
    Object.entries(requested).map(([name, command]) => [
      name,
      asTransition(command as (...args: unknown[]) => unknown),
    ]),
  ) as unknown as Commands;
  return { preparing, commands };
}
