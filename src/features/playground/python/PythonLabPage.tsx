import { useEffect, useState } from 'react';
import type { CodeRunner } from '@/core/playground/recording';
import { createPythonRunner } from './pythonRunner';
import { PageHeader } from '@/ui/PageHeader';

declare global {
  interface Window {
    /** The Python runner, for the runner's end-to-end test and benchmark. */
    queuebeePythonRunner?: CodeRunner;
  }
}

const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(1);

/**
 * An unlisted page with the Python runner on `window.queuebeePythonRunner` and Pyodide's first load
 * shown in megabytes, until the playground page runs Python itself.
 */
export default function PythonLabPage() {
  const [progress, setProgress] = useState('Python is not loaded.');

  useEffect(() => {
    const runner = createPythonRunner({
      onProgress: (loaded, total) =>
        setProgress(`Loading Python: ${megabytes(loaded)} of ${megabytes(total)} MB`),
    });
    window.queuebeePythonRunner = runner;
    return () => {
      runner.dispose();
      delete window.queuebeePythonRunner;
    };
  }, []);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeader title="Python lab" description="Runs Python in its own worker." />
      <p role="status">{progress}</p>
    </div>
  );
}
