import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';
import { tabAfterKey } from './tabKeys';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  /** Mount the panel the first time it is shown instead of with the others (its code loads then). */
  mountWhenFirstShown?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Names the tab list for assistive technology. */
  label: string;
  className?: string;
}

/**
 * Tabs as the WAI-ARIA tabs pattern describes them: one tab stop for the list, the arrow keys (and Home,
 * End) move between tabs and select the one they reach, each panel is labelled by its tab. Inactive panels
 * stay mounted, hidden, so their state survives a switch (a panel marked mountWhenFirstShown joins them
 * once it has been shown).
 *
 * Written here rather than taken from Radix: Radix's tabs set state during the commit that mounts them
 * (their focus group's item list and each panel's presence), which re-renders them synchronously in the
 * same task, and on a phone that made the first render of a page with tabs a long task.
 */
export function Tabs({ tabs, value, defaultValue, onValueChange, label, className }: TabsProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? tabs[0]?.value);
  const selected = value ?? uncontrolledValue;
  const [shownValues, setShownValues] = useState(() => new Set(selected === undefined ? [] : [selected]));
  // A controlled tab switch is seen here, during render (React's pattern for state derived from props).
  if (selected !== undefined && !shownValues.has(selected))
    setShownValues(new Set(shownValues).add(selected));
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (tabValue: string) => `${baseId}-tab-${tabValue}`;
  const panelId = (tabValue: string) => `${baseId}-panel-${tabValue}`;

  const select = (next: string) => {
    if (next === selected) return;
    if (value === undefined) setUncontrolledValue(next);
    onValueChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.value === selected);
    const target = tabAfterKey(event.key, current, tabs.length);
    const next = target === null ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    tabRefs.current.get(next.value)?.focus();
    select(next.value);
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="inline-flex max-w-full gap-1 overflow-x-auto rounded-xl bg-surface-2 p-1"
      >
        {tabs.map((tab) => {
          const active = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.value, element);
                else tabRefs.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={active}
              aria-controls={panelId(tab.value)}
              tabIndex={active ? 0 : -1}
              data-state={active ? 'active' : 'inactive'}
              onClick={() => select(tab.value)}
              className={cx(
                'rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap text-muted transition-colors',
                'data-[state=active]:bg-surface data-[state=active]:text-text data-[state=active]:shadow-sm',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const active = tab.value === selected;
        return (
          <div
            key={tab.value}
            role="tabpanel"
            id={panelId(tab.value)}
            aria-labelledby={tabId(tab.value)}
            tabIndex={0}
            hidden={!active}
            data-state={active ? 'active' : 'inactive'}
            className="mt-4 data-[state=inactive]:hidden"
          >
            {!tab.mountWhenFirstShown || shownValues.has(tab.value) ? tab.content : null}
          </div>
        );
      })}
    </div>
  );
}
