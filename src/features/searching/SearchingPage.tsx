import { PlannedScreen } from '@/ui/PlannedScreen';

export default function SearchingPage() {
  return (
    <PlannedScreen title="Searching Algorithms" description="Linear and binary search, probe by probe." />
  );
}
