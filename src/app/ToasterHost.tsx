import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { themeAtom } from '@/state/theme';
import { toasterMounted } from '@/ui/toasts';

/** Toast defaults (docs/product-rules.md#toasts): top-center, close button, 3 visible, 4 s. */
export default function ToasterHost() {
  const theme = useAtomValue(themeAtom);
  // Runs after <Toaster>'s own effects (children first), i.e. once it listens for toasts.
  useEffect(() => toasterMounted(), []);
  return (
    <Toaster position="top-center" closeButton visibleToasts={3} duration={4000} theme={theme} richColors />
  );
}
