import type { RecordedRun } from '@/core/playground/recording';

/** What the JavaScript sandbox worker tells the page. */
export type RunnerMessage =
  | { readonly type: 'ready' }
  /** Now and then during a long run: the line it is on, for the message if the page must end it. */
  | { readonly type: 'line'; readonly line: number }
  | { readonly type: 'done'; readonly run: RecordedRun };
