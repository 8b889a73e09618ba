import { createElement, type ComponentType, type ReactElement } from 'react';

/**
 * A scene described as data, as the host sees it: which scene, its props, and optionally a key (a new
 * key starts the scene afresh, as React's key does). The scene catalog (scenes/catalog/) types it for
 * each scene; the host draws whatever scenes it is given. Props must survive structuredClone, since they
 * may travel to a worker.
 */
export interface SceneData {
  readonly name: string;
  readonly props: object;
  readonly key?: string | number;
}

/** The scenes a host may draw, by name. */
export type SceneComponents = Readonly<Record<string, ComponentType<never>>>;

/** The element a spec describes, given the scenes (which only code that draws loads). */
export function sceneElement(components: SceneComponents, spec: SceneData): ReactElement {
  return createElement(components[spec.name] as ComponentType<object>, { ...spec.props, key: spec.key });
}

/**
 * Whether two specs draw the same thing: the same scene and key, and every prop the very same value.
 * A page that re-renders for another reason builds a new spec around the same props; it need not be
 * sent to the worker again.
 */
export function sameScene(a: SceneData, b: SceneData): boolean {
  if (a === b) return true;
  if (a.name !== b.name || a.key !== b.key) return false;
  const before = a.props as Record<string, unknown>;
  const after = b.props as Record<string, unknown>;
  const keys = Object.keys(before);
  if (keys.length !== Object.keys(after).length) return false;
  return keys.every((key) => Object.hasOwn(after, key) && Object.is(before[key], after[key]));
}
