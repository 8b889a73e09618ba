import { describe, expect, it } from 'vitest';
import { generateStudyMaterials, QUIZ_POOL_SIZE } from '@/core/study';
import type { PageText, QuizQuestion } from '@/core/study';
import { mentions } from '@/core/study/offline/generator';
import { STOP_WORDS } from '@/core/study/offline/words';
import {
  dataStructures,
  economics,
  largeDocument,
  narrative,
  photosynthesis,
  qualityDocuments,
  type FixtureDocument,
} from '../../fixtures/documents';

const pagesOf = (document: FixtureDocument): PageText[] =>
  document.pages.map((text, i) => ({ page: i + 1, text }));

/** The quoted source sentence and its page, out of an explanation. */
function source(question: QuizQuestion): { page: number; sentence: string } {
  const match = /On page (\d+) the document says: "(.+)"$/.exec(question.explanation);
  if (!match) throw new Error(`no quoted source in: ${question.explanation}`);
  return { page: Number(match[1]), sentence: match[2] ?? '' };
}

describe.each(qualityDocuments.map((document) => [document.title, document] as const))(
  'the built-in generator on "%s"',
  (_title, document) => {
    const pages = pagesOf(document);
    const { quiz, flashcards } = generateStudyMaterials(pages);

    it('fills a pool of questions to choose 5 from', () => {
      expect(quiz.length).toBeGreaterThanOrEqual(10);
      expect(quiz.length).toBeLessThanOrEqual(QUIZ_POOL_SIZE);
    });

    it('supports every correct answer with the quoted sentence, found on the quoted page', () => {
      for (const question of quiz) {
        const { page, sentence } = source(question);
        expect(pages[page - 1]?.text, question.question).toContain(sentence);
        expect(mentions(sentence, question.correctAnswer), `${question.correctAnswer} in ${sentence}`).toBe(
          true,
        );
      }
    });

    it('writes questions whose blank or description really comes from that sentence', () => {
      for (const question of quiz) {
        const { sentence } = source(question);
        const quoted = /"(.+)"/.exec(question.question)?.[1] ?? '';
        if (question.question.startsWith('Fill in the blank')) {
          const answer = question.correctAnswer;
          const restored = quoted.replace(/\b([Aa])\(n\)/g, (_, a: string) => a).replaceAll('_____', answer);
          expect(restored.toLowerCase().replace(/\ban? /g, '')).toBe(
            sentence.toLowerCase().replace(/\ban? /g, ''),
          );
        } else {
          expect(sentence).toContain(quoted);
        }
      }
    });

    it('offers four distinct options, the answer among them, no distractor in the source sentence', () => {
      for (const question of quiz) {
        expect(question.options).toHaveLength(4);
        expect(new Set(question.options.map((o) => o.toLowerCase())).size).toBe(4);
        expect(question.options).toContain(question.correctAnswer);
        const { sentence } = source(question);
        for (const option of question.options) {
          if (option === question.correctAnswer) continue;
          expect(mentions(sentence, option), `distractor "${option}" in "${sentence}"`).toBe(false);
        }
      }
    });

    it('never repeats a question', () => {
      const texts = quiz.map((q) => q.question.toLowerCase());
      expect(new Set(texts).size).toBe(texts.length);
    });

    it('makes at least 8 flashcards whose terms are terms, not stop words', () => {
      expect(flashcards.length).toBeGreaterThanOrEqual(8);
      const terms = flashcards.map((card) => card.term.toLowerCase());
      expect(new Set(terms).size).toBe(terms.length);
      for (const card of flashcards) {
        const words = card.term.toLowerCase().split(/\s+/);
        expect(STOP_WORDS.has(words[0] ?? ''), card.term).toBe(false);
        expect(STOP_WORDS.has(words.at(-1) ?? ''), card.term).toBe(false);
        expect(words.length).toBeLessThanOrEqual(5);
        expect(card.definition.length).toBeGreaterThan(10);
      }
    });

    it('gives the same pool for the same text', () => {
      expect(generateStudyMaterials(pagesOf(document))).toEqual({ quiz, flashcards });
    });
  },
);

describe('definitions', () => {
  it('turns "X is a ..." and "X refers to ..." sentences into flashcards term -> definition', () => {
    const { flashcards } = generateStudyMaterials(pagesOf(dataStructures));
    expect(flashcards).toContainEqual({
      term: 'Stack',
      definition: 'A linear data structure that follows the Last In First Out principle.',
    });
    const { flashcards: econ } = generateStudyMaterials(pagesOf(economics));
    expect(econ).toContainEqual({
      term: 'Inflation',
      definition: 'A general rise in the price level of an economy over time.',
    });
    const { flashcards: bio } = generateStudyMaterials(pagesOf(photosynthesis));
    expect(bio.map((card) => card.term)).toEqual(
      expect.arrayContaining(['Chlorophyll', 'ATP', 'Stomata', 'Xylem']),
    );
  });

  it('asks definition questions whose answer is the defined term', () => {
    const { quiz } = generateStudyMaterials(pagesOf(dataStructures));
    const stack = quiz.find((q) => q.question.includes('Last In First Out'));
    expect(stack?.correctAnswer).toBe('Stack');
    expect(stack?.explanation).toContain('On page 2 the document says: "A stack is a linear data structure');
  });

  it('falls back to key-term sentences for prose without definitions', () => {
    const { quiz, flashcards } = generateStudyMaterials(pagesOf(narrative));
    expect(quiz.every((q) => q.question.startsWith('Fill in the blank'))).toBe(true);
    expect(flashcards.every((card) => /^Page \d: /.test(card.definition))).toBe(true);
  });

  it('keeps a second clause out of the definition', () => {
    const { flashcards } = generateStudyMaterials(pagesOf(dataStructures));
    expect(flashcards.find((card) => card.term === 'Head')?.definition).toBe(
      'The first node of the linked list.',
    );
  });
});

describe('edge cases', () => {
  it('copes with empty and tiny documents', () => {
    expect(generateStudyMaterials([])).toEqual({ quiz: [], flashcards: [] });
    expect(generateStudyMaterials([{ page: 1, text: 'Stacks are LIFO.' }])).toEqual({
      quiz: [],
      flashcards: [],
    });
  });

  it('handles a long document and keeps to the pool and flashcard limits', () => {
    const { quiz, flashcards } = generateStudyMaterials(pagesOf(largeDocument(50)));
    expect(quiz).toHaveLength(QUIZ_POOL_SIZE);
    expect(flashcards.length).toBeGreaterThanOrEqual(8);
    expect(flashcards.length).toBeLessThanOrEqual(12);
  });

  it('writes "a(n)" before a blank so the article does not give the answer away', () => {
    const { quiz } = generateStudyMaterials(pagesOf(dataStructures));
    for (const q of quiz) expect(q.question).not.toMatch(/\ban? _____/i);
  });
});
