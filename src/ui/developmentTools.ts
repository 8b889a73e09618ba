/**
 * Whether this build carries the development tools: the scene lab page and the race's `benchSize`
 * parameter. True in the dev server and in builds made with `vite build --mode lab` (the scene host's
 * end-to-end tests, the race benchmark); false in the default build, so neither ships to visitors.
 */
export const DEVELOPMENT_TOOLS: boolean = import.meta.env.DEV || import.meta.env.MODE === 'lab';
