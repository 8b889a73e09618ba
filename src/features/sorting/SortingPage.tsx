import { PlannedScreen } from '@/ui/PlannedScreen';

export default function SortingPage() {
  return (
    <PlannedScreen
      title="Sorting Algorithms"
      description="Bubble, selection, insertion, merge and quick sort, step by step."
    />
  );
}
