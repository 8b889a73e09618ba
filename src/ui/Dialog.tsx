import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useRef, useState, type ReactNode, type RefObject } from 'react';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Where focus goes on close when the dialog was opened without a trigger. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog: focus-trapped, closes on Escape, labelled by its title. Its content is mounted only
 * while it is open: a closed dialog's portal would still set state in a layout effect as the page opens
 * (Radix's presence tracking), which re-renders synchronously in the same long task.
 */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  returnFocusTo,
}: DialogProps) {
  const [openedByTrigger, setOpenedByTrigger] = useState(false);
  // What had focus when the dialog opened, where focus goes back on close.
  const opener = useRef<HTMLElement | null>(null);
  const isOpen = open ?? openedByTrigger;
  const changeOpen = (next: boolean) => {
    if (open === undefined) setOpenedByTrigger(next);
    onOpenChange?.(next);
  };
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={changeOpen}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      {isOpen ? (
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <RadixDialog.Content
            className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-6 text-text shadow-xl"
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={() => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              // What the dialog started may have taken the focus already (a practice question about the
              // operation): it keeps it.
              const active = document.activeElement;
              if (active instanceof HTMLElement && active !== document.body && active.isConnected) return;
              // Focus goes back without scrolling: what the dialog started (an operation playing in the
              // scene) keeps the place on the page it brought into view.
              (returnFocusTo?.current ?? opener.current)?.focus({ preventScroll: true });
            }}
          >
            <RadixDialog.Title className="pr-8 text-lg font-semibold">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="mt-1 text-sm text-muted">
                {description}
              </RadixDialog.Description>
            ) : null}
            <div className="mt-4">{children}</div>
            <RadixDialog.Close
              className="absolute top-4 right-4 rounded-md p-1 text-muted hover:bg-surface-2 hover:text-text"
              aria-label="Close"
            >
              <X aria-hidden="true" size={18} />
            </RadixDialog.Close>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      ) : null}
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
