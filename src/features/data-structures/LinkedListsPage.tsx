import { PlannedScreen } from '@/ui/PlannedScreen';

export default function LinkedListsPage() {
  return (
    <PlannedScreen
      title="Linked Lists"
      description="Nodes joined by next pointers: add, insert and remove."
    />
  );
}
