import { catalogOf } from '@/core/algorithms/catalog';
import { ALGORITHM_FAMILIES } from '@/core/algorithms/families';
import { comingSoonPaths, paths } from '@/ui/paths';

/**
 * In-site links in a reply (docs/product-rules.md#built-in-tutor): a path such as '/race' or
 * '/algorithms/sorting?algo=mergeSort' in a message becomes a link, but only when it names a screen that
 * exists (not a coming-soon one) and, for an algorithm page, one of that page's algorithms. Anything else
 * stays text, so a model's reply can never link away from the site or to an address that is not a screen.
 */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; path: string };

const SCREENS: ReadonlySet<string> = new Set(
  Object.values(paths).filter((path) => path !== paths.home && !comingSoonPaths.includes(path)),
);

/** The site path `candidate` names, or null when it is not a screen the reply may link to. */
export function siteLink(candidate: string): string | null {
  const m = /^(\/[a-z0-9/-]*[a-z0-9])(?:\?algo=([A-Za-z]+))?$/.exec(candidate);
  if (!m) return null;
  const [, path = '', algo] = m;
  if (!SCREENS.has(path)) return null;
  if (algo === undefined) return path;
  const family = ALGORITHM_FAMILIES.find((f) => f.path === path);
  if (!family || !catalogOf(family.id).some((meta) => meta.id === algo)) return null;
  return `${path}?algo=${algo}`;
}

/** A path written in running text: after the start, a space or an opening bracket. */
const PATH_IN_TEXT = /(?<=^|[\s(])\/[a-z0-9/-]+(?:\?algo=[A-Za-z]+)?/g;

/** `text` split into plain text and links to screens of the site. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(PATH_IN_TEXT)) {
    const path = siteLink(m[0]);
    if (path === null || m.index === undefined) continue;
    if (m.index > last) parts.push({ kind: 'text', text: text.slice(last, m.index) });
    parts.push({ kind: 'link', path });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
