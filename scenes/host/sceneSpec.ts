import { createElement, type ComponentProps, type ReactElement } from 'react';
import type { sceneComponents } from './sceneCatalog';

type SceneComponents = typeof sceneComponents;

export type SceneName = keyof SceneComponents;

/**
 * A scene described as data: which scene, its props, and optionally a key (a new key starts the scene
 * afresh, as React's key does). Props must survive structuredClone, since they may travel to a worker.
 */
export type SceneSpec = {
  [Name in SceneName]: {
    readonly name: Name;
    readonly props: ComponentProps<SceneComponents[Name]>;
    readonly key?: string | number;
  };
}[SceneName];

/** The element a spec describes, given the catalog (which only code that draws imports). */
export function sceneElement(components: SceneComponents, spec: SceneSpec): ReactElement {
  return createElement(components[spec.name] as (props: typeof spec.props) => ReactElement, {
    ...spec.props,
    key: spec.key,
  });
}

/**
 * Whether two specs draw the same thing: the same scene and key, and every prop the very same value.
 * A page that re-renders for another reason builds a new spec around the same props; it need not be
 * sent to the worker again.
 */
export function sameScene(a: SceneSpec, b: SceneSpec): boolean {
  if (a === b) return true;
  if (a.name !== b.name || a.key !== b.key) return false;
  const before = a.props as Record<string, unknown>;
  const after = b.props as Record<string, unknown>;
  const keys = Object.keys(before);
  if (keys.length !== Object.keys(after).length) return false;
  return keys.every((key) => Object.hasOwn(after, key) && Object.is(before[key], after[key]));
}

/**
 * T with every function anywhere inside it (a method of a class instance too) turned into `never`; maps
 * and sets and typed arrays are kept, since structuredClone copies them.
 */
type WithoutFunctions<T> = T extends (...args: never[]) => unknown
  ? never
  : T extends ArrayBufferView
    ? T
    : T extends ReadonlyMap<infer Key, infer Value>
      ? ReadonlyMap<WithoutFunctions<Key>, WithoutFunctions<Value>>
      : T extends ReadonlySet<infer Item>
        ? ReadonlySet<WithoutFunctions<Item>>
        : T extends object
          ? { [Key in keyof T]: WithoutFunctions<T[Key]> }
          : T;

/**
 * Fails to type-check if any catalogued scene takes a function among its props: those could not be sent
 * to the scene worker (structuredClone refuses functions).
 */
export type ScenePropsArePlainData = {
  [Name in SceneName]: ComponentProps<SceneComponents[Name]> extends WithoutFunctions<
    ComponentProps<SceneComponents[Name]>
  >
    ? true
    : never;
};
/** @public Exported so that the check above is compiled without being flagged as unused. */
export const everySceneTakesPlainData: ScenePropsArePlainData = {} as { [Name in SceneName]: true };
