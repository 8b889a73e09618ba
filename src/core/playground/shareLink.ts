/**
 * The Your Code page's shared link: the learner's code (compressed with lz-string into URL-safe
 * characters), its language and task, the input (the array and the search's target, or the graph
 * preset) and the step to open at. Every parameter's length is checked before it is read.
 *
 * The code travels in the link's fragment (`#code=...`), which a browser never sends to the server:
 * code that does not compress (text in a script of many characters) makes a long parameter, and a
 * server refuses a request whose address is that long. Links that carry the code in the query still open.
 */
// lz-string is a CommonJS module: its functions are properties of the default export.
import LZString from 'lz-string';
import type { Graph } from '@/core/graph/graph';
import { GRAPH_PRESETS, type GraphPresetId } from '@/core/graph/presets';
import { decodeGraph, encodeGraph, MAX_GRAPH_LINK_CHARS } from '@/core/graph/urlEncoding';
import { runLinkCodec, type Playback } from '@/core/player/runLink';
import { parseCustomTarget, parseCustomValues } from '@/core/customInput';
import { boundedParam, enumParam, listParam } from '@/core/urlParams';
import { PLAYGROUND_SIZE_MAX } from './input';
import type { PlaygroundLanguage, PlaygroundTask } from './recording';
import { formatCount } from '../formatCount';

/** The longest code a link carries, in characters as written. */
export const MAX_SHARED_CODE_CHARS = 10_000;
/**
 * The longest compressed code a link is read with. lz-string writes at most about 32 bits for a character
 * it has not seen (a code and the character), 6 bits to a URL character: 6 URL characters per character
 * of code cover any code within the limit, even text that does not compress at all.
 */
export const MAX_SHARED_CODE_PARAM_CHARS = 6 * MAX_SHARED_CODE_CHARS;

const LANGUAGES: readonly PlaygroundLanguage[] = ['javascript', 'python'];
const TASKS: readonly PlaygroundTask[] = ['sort', 'search', 'bfs'];
const GRAPH_IDS: readonly GraphPresetId[] = GRAPH_PRESETS.map((preset) => preset.id);

/** What reopens a run: the code and the input it ran on. */
export interface PlaygroundShare {
  readonly language: PlaygroundLanguage;
  readonly task: PlaygroundTask;
  readonly code: string;
  /** The array of a sort or a search; null for BFS, or when a link's array cannot be read. */
  readonly values: readonly number[] | null;
  /** The search's target; null for the other tasks. */
  readonly target: number | null;
  readonly graph: GraphPresetId;
  /** A BFS's graph typed as an edge list (it then replaces the preset); null for a preset's. */
  readonly edges: Graph | null;
}

/** Why this code cannot be shared, or null when it can. */
export function shareCodeProblem(code: string): string | null {
  return code.length > MAX_SHARED_CODE_CHARS
    ? `Your code is too long to share: ${formatCount(code.length)} characters, ${formatCount(code.length - MAX_SHARED_CODE_CHARS)} more than the ${formatCount(MAX_SHARED_CODE_CHARS)} a link carries.`
    : null;
}

/**
 * A link's parameters, from its query and its fragment (`search`, then `#` and the fragment if any):
 * the fragment's code wins over the query's, which old links carry.
 */
function linkParams(link: string): URLSearchParams {
  const at = link.indexOf('#');
  const params = new URLSearchParams(at < 0 ? link : link.slice(0, at));
  const code = at < 0 ? null : new URLSearchParams(link.slice(at + 1)).get('code');
  if (code !== null) params.set('code', code);
  return params;
}

/** The code a `code` parameter carries, or null when it is missing, too long or not lz-string's. */
function readCode(params: URLSearchParams): string | null {
  const raw = boundedParam(params, 'code', MAX_SHARED_CODE_PARAM_CHARS);
  if (raw === null || raw === '') return null;
  const code = LZString.decompressFromEncodedURIComponent(raw);
  return typeof code === 'string' && code !== '' && code.length <= MAX_SHARED_CODE_CHARS ? code : null;
}

const playgroundLink = runLinkCodec<PlaygroundShare>({
  write: (share) => ({
    lang: share.language,
    task: share.task,
    values: share.task === 'bfs' || share.values === null ? null : share.values.join(','),
    target: share.task === 'search' && share.target !== null ? String(share.target) : null,
    graph: share.task === 'bfs' ? share.graph : null,
    edges: share.task === 'bfs' && share.edges ? encodeGraph(share.edges) : null,
  }),
  read: (params) => {
    const language = enumParam(params, 'lang', LANGUAGES);
    const task = enumParam(params, 'task', TASKS);
    const code = readCode(params);
    if (language === null || task === null || code === null) return null;
    const listed = listParam(params, 'values', PLAYGROUND_SIZE_MAX);
    const values = listed === null ? null : parseCustomValues(listed.join(','));
    const rawTarget = boundedParam(params, 'target', 24);
    const target = rawTarget === null ? null : parseCustomTarget(rawTarget);
    const rawEdges = boundedParam(params, 'edges', MAX_GRAPH_LINK_CHARS);
    const edges = task === 'bfs' && rawEdges !== null ? decodeGraph(rawEdges) : null;
    return {
      language,
      task,
      code,
      values: task !== 'bfs' && values?.ok ? values.value : null,
      target: target?.ok ? target.value : null,
      graph: enumParam(params, 'graph', GRAPH_IDS) ?? 'tree',
      edges: edges !== null && edges.vertices.length > 0 ? edges : null,
    };
  },
});

/**
 * What follows `?` in the link that reopens this run: the query, then `#code=` and the compressed code.
 * Call only when shareCodeProblem is null.
 */
export function encodePlaygroundLink(share: PlaygroundShare & Playback): string {
  const fragment = new URLSearchParams({ code: LZString.compressToEncodedURIComponent(share.code) });
  return `${playgroundLink.encode(share)}#${fragment.toString()}`;
}

/**
 * The run a link names (its query without `?`, then its fragment with `#` if it has one); null when it
 * names none (or its code cannot be read).
 */
export function decodePlaygroundLink(link: string): (PlaygroundShare & Playback) | null {
  return playgroundLink.decode(linkParams(link).toString());
}

/** Why a shared Your Code link (query, then fragment) could not be opened as it was, or null. */
export function playgroundLinkNotice(link: string): string | null {
  const params = linkParams(link);
  const raw = params.get('code');
  if (raw === null) return null;
  if (raw.length > MAX_SHARED_CODE_PARAM_CHARS)
    return `The shared code is longer than ${formatCount(MAX_SHARED_CODE_CHARS)} characters, so the template is shown instead.`;
  return readCode(params) === null || decodePlaygroundLink(link) === null
    ? 'The shared code could not be read, so the template is shown instead.'
    : null;
}
