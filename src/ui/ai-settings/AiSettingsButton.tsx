import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/Button';
import type { ButtonSize, ButtonVariant } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { AiSettingsForm } from './AiSettingsForm';

export interface AiSettingsButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The 'AI settings' button and its dialog: provider, key, base URL, models, Test connection. */
export function AiSettingsButton({ variant = 'outline', size = 'sm', className }: AiSettingsButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="AI settings"
      description="Choose who answers: the built-in tutor (no key needed), Google Gemini with your key, or any OpenAI-compatible endpoint."
      trigger={
        <Button variant={variant} size={size} className={className}>
          <Settings2 aria-hidden="true" size={16} />
          AI settings
        </Button>
      }
    >
      {open ? <AiSettingsForm onDone={() => setOpen(false)} /> : null}
    </Dialog>
  );
}
