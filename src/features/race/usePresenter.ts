import { useCallback, useEffect, useState, type RefObject } from 'react';
import { IN_A_DIALOG } from '@/ui/keyboard';

/**
 * Presenter mode: the race panel takes the whole screen. It asks the Fullscreen API for the panel
 * itself, which hides everything else (navigation bar, footer, browser chrome); where full screen is
 * unavailable or refused, the panel still covers the window (the caller styles it as a fixed overlay).
 * Leaving full screen (Escape, or the browser's own control) leaves presenter mode.
 */
export function usePresenter(panelRef: RefObject<HTMLElement | null>) {
  const [presenter, setPresenter] = useState(false);

  const enter = useCallback(() => {
    const panel = panelRef.current;
    setPresenter(true);
    if (!panel) return;
    // Focus the panel, so Space starts the race instead of pressing the Presenter button again.
    panel.focus({ preventScroll: true });
    if (typeof panel.requestFullscreen === 'function' && document.fullscreenEnabled) {
      panel.requestFullscreen({ navigationUI: 'hide' }).catch((error: unknown) => {
        console.warn('Full screen was refused; presenter mode covers the window instead', error);
      });
    }
  }, [panelRef]);

  const exit = useCallback(() => {
    setPresenter(false);
    if (document.fullscreenElement) {
      document.exitFullscreen().catch((error: unknown) => console.warn('Could not leave full screen', error));
    }
  }, []);

  useEffect(() => {
    if (!presenter) return;
    const onFullscreenChange = () => {
      if (!document.fullscreenElement) setPresenter(false);
    };
    // Escape leaves presenter mode: browsers in full screen usually take that key themselves (and the
    // fullscreenchange above follows), but not always, and not the window-covering fallback.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if ((event.target as HTMLElement | null)?.closest(IN_A_DIALOG)) return;
      exit();
    };
    document.addEventListener('fullscreenchange', onFullscreenChange);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreenChange);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [presenter, exit]);

  // Leaving the screen in presenter mode leaves full screen too.
  useEffect(
    () => () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    },
    [],
  );

  return { presenter, enter, exit, toggle: presenter ? exit : enter };
}
