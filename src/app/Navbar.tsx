import { ExternalLink, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { cx } from '@/ui/cx';
import { Button } from '@/ui/Button';
import {
  algorithmMenu,
  dataStructureMenu,
  isNavLink,
  primaryLinks,
  trailingLinks,
  type MenuEntry,
  type NavLink,
} from './navigation';
import { site } from '@/ui/site';
import { showComingSoon } from '@/ui/toasts';
import { NavDisclosureMenu } from './NavDisclosureMenu';
import { ThemeToggle } from './ThemeToggle';

/**
 * Where a link sits: in the bar across the top on wide screens, where every item keeps to one line with
 * tight padding so all of them fit in one row, or in the phone menu's column.
 */
type Place = 'bar' | 'menu';

const linkClasses = (active: boolean, place: Place) =>
  cx(
    'rounded-lg py-2 text-sm font-medium transition-colors hover:bg-surface-2',
    place === 'bar' ? 'px-2 whitespace-nowrap' : 'px-3',
    active ? 'text-primary' : 'text-text',
  );

function NavItem({ link, place, onNavigate }: { link: NavLink; place: Place; onNavigate?: () => void }) {
  const [location] = useLocation();
  const active = location === link.href;
  return (
    <Link
      href={link.href}
      className={linkClasses(active, place)}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      {link.label}
    </Link>
  );
}

function InterviewPrepLink({ place, onNavigate }: { place: Place; onNavigate?: () => void }) {
  return (
    <a
      href={site.interviewPrepUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={cx(linkClasses(false, place), 'inline-flex items-center gap-1')}
      onClick={onNavigate}
    >
      Interview Prep
      <ExternalLink aria-hidden="true" size={14} />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

function MobileMenuGroup({
  label,
  entries,
  onNavigate,
}: {
  label: string;
  entries: readonly MenuEntry[];
  onNavigate: () => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-col py-1">
      <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">{label}</p>
      {entries.map((entry) =>
        isNavLink(entry) ? (
          <NavItem key={entry.label} link={entry} place="menu" onNavigate={onNavigate} />
        ) : (
          <button
            key={entry.label}
            type="button"
            className={cx(linkClasses(false, 'menu'), 'text-left')}
            onClick={showComingSoon}
          >
            {entry.label} <span className="text-xs text-muted">(soon)</span>
          </button>
        ),
      )}
    </div>
  );
}

export function Navbar() {
  const [location] = useLocation();
  // The menu remembers the route it was opened on, so any route change (back/forward included)
  // closes it without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === location;
  const closeMenu = () => setOpenedAt(null);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border bg-surface/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Link
          href="/"
          className="mr-2 flex shrink-0 items-center gap-2 text-lg font-bold whitespace-nowrap text-text"
          onClick={closeMenu}
        >
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>
            QueueBee <span className="text-primary">DSA</span>
          </span>
        </Link>
        <div className="hidden min-w-0 flex-1 flex-nowrap items-center gap-0.5 xl:flex">
          {primaryLinks.map((link) => (
            <NavItem key={link.href} link={link} place="bar" />
          ))}
          <NavDisclosureMenu
            label="Algorithms"
            entries={algorithmMenu}
            triggerClassName={linkClasses(false, 'bar')}
          />
          <NavDisclosureMenu
            label="Data Structures"
            entries={dataStructureMenu}
            triggerClassName={linkClasses(false, 'bar')}
          />
          {trailingLinks.map((link) => (
            <NavItem key={link.href} link={link} place="bar" />
          ))}
          <InterviewPrepLink place="bar" />
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <ThemeToggle />
          <Button
            variant="ghost"
            size="icon"
            className="xl:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setOpenedAt(menuOpen ? null : location)}
          >
            {menuOpen ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
          </Button>
        </div>
      </nav>
      {menuOpen ? (
        <div
          id="mobile-menu"
          className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-border bg-surface px-4 pb-4 xl:hidden"
        >
          <div className="flex flex-col py-2">
            {primaryLinks.map((link) => (
              <NavItem key={link.href} link={link} place="menu" onNavigate={closeMenu} />
            ))}
          </div>
          <MobileMenuGroup label="Algorithms" entries={algorithmMenu} onNavigate={closeMenu} />
          <MobileMenuGroup label="Data Structures" entries={dataStructureMenu} onNavigate={closeMenu} />
          <div className="flex flex-col border-t border-border py-2">
            {trailingLinks.map((link) => (
              <NavItem key={link.href} link={link} place="menu" onNavigate={closeMenu} />
            ))}
            <InterviewPrepLink place="menu" onNavigate={closeMenu} />
          </div>
        </div>
      ) : null}
    </header>
  );
}
