import { AtSign } from 'lucide-react';
import type { RefObject } from 'react';
import { Dialog } from '@/ui/Dialog';
import { site, socialProfiles } from '@/ui/site';

export interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

export default function ContactDialog({ open, onOpenChange, returnFocusTo }: ContactDialogProps) {
  return (
    <Dialog
      title="Contact"
      description="Questions, ideas or bugs? Get in touch."
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
    >
      <p className="font-semibold">{site.developerName}</p>
      <a className="mt-1 inline-flex items-center gap-2 text-primary underline" href={`mailto:${site.email}`}>
        <AtSign aria-hidden="true" size={16} />
        {site.email}
      </a>
      <ul className="mt-4 grid grid-cols-2 gap-2" aria-label="Social profiles">
        {socialProfiles.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="block rounded-lg border border-border px-3 py-2 text-sm hover:bg-surface-2"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
