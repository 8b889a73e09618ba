import { AtSign } from 'lucide-react';
import type { RefObject } from 'react';
import { Dialog } from '@/ui/Dialog';
import { site } from '@/ui/site';
import { SocialLinks } from '@/ui/SocialLinks';

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
      <SocialLinks
        label="Social profiles"
        listClassName="mt-4 grid grid-cols-2 gap-2"
        linkClassName="block"
      />
    </Dialog>
  );
}
