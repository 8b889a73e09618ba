import { PlannedScreen } from '@/ui/PlannedScreen';

export default function QueuesPage() {
  return <PlannedScreen title="Queues" description="First in, first out: enqueue, dequeue and peek." />;
}
