import { useState } from 'react';
import { useSearch } from 'wouter';
import { PageHeader } from '@/ui/PageHeader';
import { AlgorithmVisualizer } from '../visualizer/AlgorithmVisualizer';
import { initialRun } from '../visualizer/initialRun';

export default function SearchingPage() {
  const search = useSearch();
  const [linear] = useState(() => initialRun('linearSearch', ['linearSearch'], search));
  const [binary] = useState(() => initialRun('binarySearch', ['binarySearch'], search));
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader
        title="Searching Algorithms"
        description="Follow linear and binary search as they look for the target, probe by probe."
      />
      <div className="grid gap-8">
        <AlgorithmVisualizer initial={linear} id="linear-search" />
        <AlgorithmVisualizer initial={binary} id="binary-search" />
      </div>
    </div>
  );
}
