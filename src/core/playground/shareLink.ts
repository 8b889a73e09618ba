/**
 * The Your Code page's shared link: the learner's code (compressed with lz-string into URL-safe
 * characters), its language and task, the input (the array and the search's target, or the graph
 * preset) and the step to open at. Every parameter's length is checked before it is read.
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
    ? `Your code is ${formatCount(code.length)} characters long; a shared link carries at most ${formatCount(MAX_SHARED_CODE_CHARS)}.`
    : null;
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
    code: LZString.compressToEncodedURIComponent(share.code),
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

/** The query string (without `?`) that reopens this run; call only when shareCodeProblem is null. */
export const encodePlaygroundLink: (share: PlaygroundShare & Playback) => string = playgroundLink.encode;
/** The run a link names; null when it names none (or its code cannot be read). */
export const decodePlaygroundLink: (search: string) => (PlaygroundShare & Playback) | null =
  playgroundLink.decode;

/** Why a shared Your Code link could not be opened as it was, or null. */
export function playgroundLinkNotice(search: string): string | null {
  const params = new URLSearchParams(search);
  const raw = params.get('code');
  if (raw === null) return null;
  if (raw.length > MAX_SHARED_CODE_PARAM_CHARS)
    return `The shared code is longer than ${formatCount(MAX_SHARED_CODE_CHARS)} characters, so the template is shown instead.`;
  return readCode(params) === null || decodePlaygroundLink(search) === null
    ? 'The shared code could not be read, so the template is shown instead.'
    : null;
}
