import { PlannedScreen } from '@/ui/PlannedScreen';

export default function StudyPage() {
  return (
    <PlannedScreen
      title="QueueBee Study"
      description="Turn a PDF into a quiz, flashcards and a progress dashboard, right in your browser."
    />
  );
}
