import { MAX_PROMPT_TEXT_CHARS } from './limits';

/**
 * The study-set prompt (docs/product-rules.md#remote-requests): the document text and the instructions for
 * exactly 5 multiple-choice questions (4 options, detailed explanations) and exactly 8 flashcards, returned
 * as JSON only. Long documents are cut to their first {@link MAX_PROMPT_TEXT_CHARS} characters.
 */
export function buildStudyPrompt(documentText: string, maxChars = MAX_PROMPT_TEXT_CHARS): string {
  const text = documentText.length > maxChars ? documentText.slice(0, maxChars) : documentText;
  return `Based on the following document content, create study materials.

Document content:
"""
${text}
"""

Generate:
1. Exactly 5 multiple-choice questions. Each question has exactly 4 options, one correct answer, and a detailed explanation of why that answer is correct.
2. Exactly 8 flashcards, each with a key term and its definition from the document.

Return ONLY valid JSON, with no markdown and no code fences, in this exact format:
{
  "quiz": [
    {
      "question": "Question text",
      "options": ["Option A", "Option B", "Option C", "Option D"],
      "correctAnswer": "The exact text of the correct option",
      "explanation": "Detailed explanation"
    }
  ],
  "flashcards": [
    {
      "term": "Key term",
      "definition": "Definition of the term"
    }
  ]
}`;
}
