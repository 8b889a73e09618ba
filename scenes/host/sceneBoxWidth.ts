import { createContext, useContext } from 'react';

/**
 * The width in whole CSS pixels of the box a scene starts in, as the box's ResizeObserver last reported
 * it (null before its first report, or while the box has no width). A scene's canvas and its placeholder
 * fill that box, so they take its width when they mount instead of reading their own `clientWidth`:
 * a scene starts after the page around it has changed (its first paint, a tap that began a run), and
 * reading a width then lays out the whole page inside the commit that starts the scene.
 */
export const SceneBoxWidth = createContext<(() => number | null) | null>(null);

export const useSceneBoxWidth = () => useContext(SceneBoxWidth);
