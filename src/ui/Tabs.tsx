import { Tabs as RadixTabs } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { cx } from './cx';

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
 * Tabs with arrow-key navigation; inactive panels stay mounted so their state survives a switch (a panel
 * marked mountWhenFirstShown joins them once it has been shown).
 */
export function Tabs({ tabs, value, defaultValue, onValueChange, label, className }: TabsProps) {
  const initialValue = value ?? defaultValue ?? tabs[0]?.value;
  const [shownValues, setShownValues] = useState(
    () => new Set(initialValue === undefined ? [] : [initialValue]),
  );
  // A controlled tab switch is seen here, during render (React's pattern for state derived from props).
  if (value !== undefined && !shownValues.has(value)) setShownValues(new Set(shownValues).add(value));
  const handleValueChange = (next: string) => {
    if (!shownValues.has(next)) setShownValues(new Set(shownValues).add(next));
    onValueChange?.(next);
  };
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue ?? tabs[0]?.value}
      onValueChange={handleValueChange}
      className={className}
    >
      <RadixTabs.List
        aria-label={label}
        className="inline-flex max-w-full gap-1 overflow-x-auto rounded-xl bg-surface-2 p-1"
      >
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className={cx(
              'rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap text-muted transition-colors',
              'data-[state=active]:bg-surface data-[state=active]:text-text data-[state=active]:shadow-sm',
            )}
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content
          key={tab.value}
          value={tab.value}
          forceMount
          className="mt-4 data-[state=inactive]:hidden"
        >
          {!tab.mountWhenFirstShown || shownValues.has(tab.value) ? tab.content : null}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
