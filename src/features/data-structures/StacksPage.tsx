import { PlannedScreen } from '@/ui/PlannedScreen';

export default function StacksPage() {
  return <PlannedScreen title="Stacks" description="Last in, first out: push, pop and peek." />;
}
