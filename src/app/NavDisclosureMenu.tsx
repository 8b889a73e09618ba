import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { cx } from '@/ui/cx';
import { isNavLink, type MenuEntry } from './navigation';
import { showComingSoon } from '@/ui/toasts';

const itemClasses =
  'flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm text-text hover:bg-surface-2';

/**
 * A navigation dropdown in the disclosure pattern (a button that shows a list of links), which is
 * what site navigation should be; it closes on Escape, on a choice, and when focus or a click leaves it.
 */
export function NavDisclosureMenu({
  label,
  entries,
  triggerClassName,
}: {
  label: string;
  entries: readonly MenuEntry[];
  triggerClassName: string;
}) {
  const [location] = useLocation();
  // Opened on a route; navigating anywhere closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location;
  const setOpen = (value: boolean) => setOpenedAt(value ? location : null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenedAt(null);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const items = [...(rootRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? [])];
      if (items.length === 0) return;
      event.preventDefault();
      const current = items.indexOf(document.activeElement as HTMLElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next =
        current === -1 ? (step === 1 ? 0 : items.length - 1) : (current + step + items.length) % items.length;
      items[next]?.focus();
    }
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={cx(triggerClassName, 'inline-flex items-center gap-1')}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          size={16}
          className={cx('transition-transform', open && 'rotate-180')}
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-1.5 min-w-52 rounded-xl border border-border bg-surface p-1 shadow-lg"
      >
        {entries.map((entry) => (
          <li key={entry.label}>
            {isNavLink(entry) ? (
              <Link
                href={entry.href}
                data-menu-item
                className={itemClasses}
                aria-current={location === entry.href ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {entry.label}
              </Link>
            ) : (
              <button
                type="button"
                data-menu-item
                className={itemClasses}
                onClick={() => {
                  showComingSoon();
                  setOpen(false);
                }}
              >
                {entry.label}
                <span className="text-xs text-muted">Soon</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
