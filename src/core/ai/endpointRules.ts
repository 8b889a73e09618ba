/**
 * The one rule for where an AI request may go: a usable http(s) base URL (no key or query in it) on the
 * Gemini API or this computer. Settings typed by the learner, settings read from storage or an import,
 * and every request right before it is sent all pass through it, so a key is never sent anywhere else.
 */
import { baseUrlProblem } from './http';
import { isReachableAiEndpoint, UNREACHABLE_ENDPOINT_MESSAGE } from './reachableEndpoints';

/** Null when the site may send AI requests to `url`, else why not (as the settings show it). */
export function aiBaseUrlProblem(url: string): string | null {
  return (
    baseUrlProblem(url) ?? (isReachableAiEndpoint(new URL(url.trim())) ? null : UNREACHABLE_ENDPOINT_MESSAGE)
  );
}
