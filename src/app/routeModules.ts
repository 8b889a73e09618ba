/**
 * The screen module behind each route (declared in src/ui/paths.ts), from which the bundle budget
 * follows each route's chunk graph (tests/budget/); it fails if a module is missing from the build.
 */
import { screenRoutes } from '../ui/paths';

export const routeModules: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(screenRoutes).map((route) => [route.path, route.module]),
);
