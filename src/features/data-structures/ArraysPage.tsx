import { PlannedScreen } from '@/ui/PlannedScreen';

export default function ArraysPage() {
  return (
    <PlannedScreen
      title="Arrays"
      description="Indexed, contiguous storage: add, insert, remove and update elements."
    />
  );
}
