import { Code2, Mail } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/ui/Button';
import { site } from '@/ui/site';
import { showComingSoon } from '@/ui/toasts';

// The dialog (and Radix with it) loads on first use, keeping it off every page's first load.
const ContactDialog = lazy(() => import('./ContactDialog'));

function ContactButton() {
  const [open, setOpen] = useState(false);
  // Stays mounted after first use so it can close (and hand focus back) like any dialog.
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="sm"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        <Mail aria-hidden="true" size={16} />
        Contact
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <ContactDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted sm:flex-row">
        <p>
          © {year} {site.name}. All rights reserved
        </p>
        <div className="flex flex-wrap items-center justify-center gap-1">
          <a
            href={site.githubUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-9 items-center gap-2 rounded-lg px-3 font-medium text-text hover:bg-surface-2"
          >
            <Code2 aria-hidden="true" size={16} />
            GitHub
          </a>
          <Button variant="ghost" size="sm" onClick={showComingSoon}>
            Documentation
          </Button>
          <ContactButton />
        </div>
      </div>
    </footer>
  );
}
