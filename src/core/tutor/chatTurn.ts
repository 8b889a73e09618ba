/** One message of a conversation, as the chat keeps it and every AI provider reads it. */
export interface ChatTurn {
  text: string;
  isUser: boolean;
}
