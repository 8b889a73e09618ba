import type { ComponentProps } from 'react';
import type { sceneComponents } from './sceneCatalog';

type SceneComponents = typeof sceneComponents;

export type SceneName = keyof SceneComponents;

/**
 * A catalogued scene described as data: which scene, its props (typed for that scene), and optionally a
 * key (a new key starts the scene afresh, as React's key does). Props must survive structuredClone,
 * since they may travel to a worker.
 */
export type SceneSpec = {
  [Name in SceneName]: {
    readonly name: Name;
    readonly props: ComponentProps<SceneComponents[Name]>;
    readonly key?: string | number;
  };
}[SceneName];

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
