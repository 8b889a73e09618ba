import { Slot } from 'radix-ui';
import { X } from 'lucide-react';
import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';

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

/** Closes the dialog a DialogClose is in. */
const CloseDialog = createContext<(() => void) | null>(null);

/**
 * A modal dialog: the browser's own `<dialog>` shown with showModal(), so the rest of the page is inert
 * (out of reach of the keyboard, the pointer and assistive technology) and focus moves to its first field
 * without a script walking the page. Closes on Escape, on its Close button and on a tap outside it;
 * labelled by its title. Its content is mounted only while it is open.
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
  const dialogId = useId();
  const isOpen = open ?? openedByTrigger;
  const changeOpen = (next: boolean) => {
    if (open === undefined) setOpenedByTrigger(next);
    onOpenChange?.(next);
  };
  return (
    <>
      {trigger ? (
        <Slot.Root
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          aria-controls={isOpen ? dialogId : undefined}
          onClick={() => changeOpen(true)}
        >
          {trigger}
        </Slot.Root>
      ) : null}
      {isOpen ? (
        <ModalDialog
          id={dialogId}
          title={title}
          description={description}
          returnFocusTo={returnFocusTo}
          onClose={() => changeOpen(false)}
        >
          {children}
        </ModalDialog>
      ) : null}
    </>
  );
}

interface ModalDialogProps {
  id: string;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  returnFocusTo?: RefObject<HTMLElement | null>;
  onClose: () => void;
}

function ModalDialog({ id, title, description, children, returnFocusTo, onClose }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Whether the press that ends in a click began on the backdrop: a text selection dragged out of a
  // field ends on the backdrop too, and must not close the dialog.
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Where focus goes back on close: what had focus when the dialog opened, unless told otherwise.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const returnTo = returnFocusTo?.current ?? opener;
    if (!element.open) element.showModal();
    return () => {
      // The dialog leaves the page without close(), whose own return of focus would not know what the
      // dialog started. Once it has left and the effects of that commit have run: what it started may
      // have taken the focus already (a practice question about the operation), and keeps it.
      setTimeout(() => {
        if (element.isConnected) return;
        const active = document.activeElement;
        if (active instanceof HTMLElement && active !== document.body && active.isConnected) return;
        // Without scrolling: what the dialog started (an operation playing in the scene) keeps the place
        // on the page it brought into view.
        returnTo?.focus({ preventScroll: true });
      }, 0);
    };
  }, [returnFocusTo]);

  return createPortal(
    <dialog
      ref={dialog}
      id={id}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className="m-auto max-h-[90vh] w-[min(92vw,28rem)] max-w-none overflow-hidden rounded-2xl border border-border bg-surface p-0 text-text shadow-xl backdrop:bg-black/50"
      onCancel={(event) => {
        // Escape: the page closes it, so that its state and the dialog agree.
        event.preventDefault();
        onClose();
      }}
      // Should the browser close it anyway (a second Escape with no user activation between).
      onClose={onClose}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // The dialog's content fills it, so only the backdrop is the dialog itself.
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
      }}
    >
      <CloseDialog.Provider value={onClose}>
        <div className="relative max-h-[90vh] overflow-y-auto p-6">
          <h2 id={titleId} className="pr-8 text-lg font-semibold">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-1 text-sm text-muted">
              {description}
            </p>
          ) : null}
          <div className="mt-4">{children}</div>
          <button
            type="button"
            className="absolute top-4 right-4 rounded-md p-1 text-muted hover:bg-surface-2 hover:text-text"
            aria-label="Close"
            onClick={onClose}
          >
            <X aria-hidden="true" size={18} />
          </button>
        </div>
      </CloseDialog.Provider>
    </dialog>,
    document.body,
  );
}

/** Makes its one child (a button) close the dialog it is in. */
export function DialogClose({ children }: { children: ReactElement }) {
  const close = useContext(CloseDialog);
  return <Slot.Root onClick={() => close?.()}>{children}</Slot.Root>;
}
