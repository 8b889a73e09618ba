import { PlannedScreen } from '@/ui/PlannedScreen';

export default function RacePage() {
  return (
    <PlannedScreen
      title="Algorithm Race Mode"
      description="Race sorting and searching algorithms on the same input and watch the live leaderboard."
    />
  );
}
