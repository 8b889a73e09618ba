import { useAtomValue, useSetAtom } from 'jotai';
import { FilePlus2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  addQuizMistakes,
  currentCard,
  deckReducer,
  findDeck,
  flashcardReviewCard,
  gradeReviewCard,
  initialDeck,
  newlyReviewed,
  openReviewDeck,
  QUIZ_SESSION_SIZE,
  reviewCardId,
  reviewDeckId,
  TRUNCATED_TEXT_NOTE,
} from '@/core/study';
import type {
  DeckAction,
  Flashcard,
  QuizHistoryEntry,
  QuizQuestion,
  ReviewGrade,
  StudySet,
} from '@/core/study';
import {
  addReviewedCardsAtom,
  addStudySecondAtom,
  changeReviewAtom,
  recordQuizResultAtom,
  reviewStoreAtom,
  studyProgressAtom,
} from '@/state/study';
import { Button } from '@/ui/Button';
import { Tabs } from '@/ui/Tabs';
import { downloadAnkiDeck } from './download';
import { FlashcardsPanel } from './FlashcardsPanel';
import { ProgressPanel } from './ProgressPanel';
import { QuizPanel } from './QuizPanel';
import { ReviewQueue } from './ReviewQueue';
import { useFocusOnMount } from './useFocusOnMount';
import { useNow } from './useNow';

const SOURCE_LABELS: Record<StudySet['source'], string> = {
  offline: 'the built-in generator (offline)',
  gemini: 'Google Gemini',
  openai: 'your AI endpoint',
};

type TabValue = 'quiz' | 'flashcards' | 'progress';

/** Success view: Interactive Quiz, Flashcards and Progress. Study time ticks every second while open. */
export function StudyView({
  studySet,
  fileName,
  fileSize,
  onNewPdf,
}: {
  studySet: StudySet;
  fileName: string;
  /** The PDF's size in bytes: with its name, it identifies the PDF's review deck across visits. */
  fileSize: number;
  onNewPdf: () => void;
}) {
  const [tab, setTab] = useState<TabValue>('quiz');
  const [deck, setDeck] = useState(() => initialDeck(studySet.flashcards.length));
  const progress = useAtomValue(studyProgressAtom);
  const addSecond = useSetAtom(addStudySecondAtom);
  const addReviewed = useSetAtom(addReviewedCardsAtom);
  const recordQuiz = useSetAtom(recordQuizResultAtom);
  const headingRef = useFocusOnMount<HTMLHeadingElement>(true);
  const deckId = reviewDeckId(fileName, fileSize);
  const reviewStore = useAtomValue(reviewStoreAtom);
  const changeReview = useSetAtom(changeReviewAtom);
  const reviewDeck = findDeck(reviewStore, deckId);
  const [now, markNow] = useNow(15_000);
  // New cards are due from the moment the view opened, which the shown time is never before.
  const openedAt = useRef(now);

  useEffect(() => {
    const timer = setInterval(() => addSecond(), 1000);
    return () => clearInterval(timer);
  }, [addSecond]);

  // The PDF's review deck opens with the study set: new flashcards join it, known ones keep their dates.
  useEffect(() => {
    const at = openedAt.current;
    changeReview((decks) => openReviewDeck(decks, { id: deckId, title: fileName }, studySet.flashcards, at));
  }, [changeReview, deckId, fileName, studySet.flashcards]);

  const gradeCard = (cardId: string, grade: ReviewGrade) => {
    const at = Date.now();
    changeReview((decks) => gradeReviewCard(decks, deckId, cardId, grade, at));
    markNow(at);
  };

  const onDeckAction = (action: DeckAction) => {
    const next = deckReducer(deck, action);
    setDeck(next);
    addReviewed(newlyReviewed(deck, next));
    // A rating of the card on screen is also its review answer.
    const index = currentCard(deck);
    const card = index === undefined ? undefined : studySet.flashcards[index];
    if (action.type === 'rate' && deck.flipped && card) {
      gradeCard(reviewCardId('flashcard', card.term, card.definition), action.rating);
    }
  };

  const onQuizSubmitted = (entry: QuizHistoryEntry, missed: readonly QuizQuestion[]) => {
    recordQuiz(entry);
    if (missed.length === 0) return;
    const at = Date.now();
    changeReview((decks) => addQuizMistakes(decks, deckId, missed, at));
    markNow(at);
  };
  const scheduleOf = (card: Flashcard) => flashcardReviewCard(reviewDeck, card)?.schedule;
  const questions = Math.min(QUIZ_SESSION_SIZE, studySet.quiz.length);

  return (
    <section aria-labelledby="study-set-heading" data-testid="study-success">
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2
            id="study-set-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-semibold break-words"
          >
            Study set: {fileName}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {questions} questions per quiz (from {studySet.quiz.length}) and {studySet.flashcards.length}{' '}
            flashcards, made by {SOURCE_LABELS[studySet.source]}
            {studySet.readByGemini ? ' from text Gemini read from the scanned pages' : ''}.
          </p>
          {studySet.truncated ? (
            <p
              role="note"
              className="mt-2 rounded-xl bg-warning-soft px-4 py-3 text-sm"
              data-testid="study-truncated"
            >
              {TRUNCATED_TEXT_NOTE}
            </p>
          ) : null}
        </div>
        <Button variant="outline" onClick={onNewPdf}>
          <FilePlus2 aria-hidden="true" size={16} />
          New PDF
        </Button>
      </div>
      <Tabs
        label="Study tools"
        // The three tab names fit a 375 px screen with slightly narrower tabs.
        className="[&_[role=tab]]:px-2.5 sm:[&_[role=tab]]:px-4"
        value={tab}
        onValueChange={(value) => setTab(value as TabValue)}
        tabs={[
          {
            value: 'quiz',
            label: 'Interactive Quiz',
            content: (
              <QuizPanel
                pool={studySet.quiz}
                onSubmitted={onQuizSubmitted}
                onViewProgress={() => setTab('progress')}
              />
            ),
          },
          {
            value: 'flashcards',
            label: 'Flashcards',
            content: (
              <div className="space-y-6">
                <ReviewQueue deck={reviewDeck} now={now} onGrade={gradeCard} />
                <FlashcardsPanel
                  cards={studySet.flashcards}
                  deck={deck}
                  onAction={onDeckAction}
                  onExport={() => downloadAnkiDeck(studySet.flashcards, fileName)}
                  scheduleOf={scheduleOf}
                  now={now}
                />
              </div>
            ),
          },
          {
            value: 'progress',
            label: 'Progress',
            content: (
              <ProgressPanel
                progress={progress}
                cardsReviewed={deck.reviewed.length}
                cardCount={studySet.flashcards.length}
              />
            ),
          },
        ]}
      />
    </section>
  );
}
