import type { ChatTurn } from './types';

/**
 * How many earlier messages go with a chat request as context (up to the last 10;
 * docs/product-rules.md#chat).
 */
export const CONTEXT_MESSAGE_LIMIT = 10;

/** The last `limit` non-blank turns of `history`, oldest first. */
export function recentTurns(history: readonly ChatTurn[], limit = CONTEXT_MESSAGE_LIMIT): ChatTurn[] {
  const usable = history.filter((turn) => turn.text.trim() !== '');
  return limit <= 0 ? [] : usable.slice(-limit);
}

/**
 * Turns a chat model can take as a conversation: it starts with the student, and consecutive turns of one
 * side are merged, so roles alternate (Gemini rejects other shapes). The message being answered comes
 * after these, so a trailing student turn is merged into it by the caller's request builder.
 */
export function alternatingTurns(turns: readonly ChatTurn[]): ChatTurn[] {
  const out: ChatTurn[] = [];
  for (const turn of turns) {
    if (out.length === 0 && !turn.isUser) continue;
    const last = out[out.length - 1];
    if (last && last.isUser === turn.isUser) {
      out[out.length - 1] = { isUser: turn.isUser, text: `${last.text}\n\n${turn.text}` };
    } else {
      out.push({ isUser: turn.isUser, text: turn.text });
    }
  }
  return out;
}

/**
 * The context turns followed by the new student message, roles alternating and starting with the
 * student. A trailing student turn (a question that got no answer) is merged with the new message.
 */
export function conversationFor(message: string, history: readonly ChatTurn[]): ChatTurn[] {
  return alternatingTurns([...recentTurns(history), { isUser: true, text: message }]);
}
