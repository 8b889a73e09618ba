import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { createStudySet, isCancelled, userMessageFor } from '@/core/study';
import type { PipelineProgress, StudyProvider, StudySet } from '@/core/study';
import { generateOfflineInWorker } from './offlineGenerator';
import { prepareReader, readPdfInWorker, releaseReader } from './pdfReader';
import { toStudyFile } from './studyFile';

/**
 * The PDF flow (docs/product-rules.md#pdf-study-tool): idle -> loading -> success | error; Try Again -> idle.
 */
export type StudyView = 'idle' | 'loading' | 'success' | 'error';

export interface StudyFlowState {
  view: StudyView;
  file: File | null;
  progress: PipelineProgress | null;
  studySet: StudySet | null;
  error: string | null;
  /** Bumped on every view change made by the visitor, so the new view can take focus. */
  transition: number;
}

const INITIAL: StudyFlowState = {
  view: 'idle',
  file: null,
  progress: null,
  studySet: null,
  error: null,
  transition: 0,
};

/** Marks the pipeline's phases in the Performance timeline (the benchmark reads them). */
function mark(name: string): void {
  try {
    performance.mark(name);
  } catch {
    // Marks are diagnostics only.
  }
}

export function useStudyFlow(provider: StudyProvider) {
  const [state, setState] = useState<StudyFlowState>(INITIAL);
  const run = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      run.current?.abort();
      releaseReader();
    },
    [],
  );

  const chooseFile = useCallback((file: File) => {
    setState((current) => (current.view === 'idle' ? { ...current, file } : current));
    // Load pdf.js while the visitor reaches for Generate.
    prepareReader();
  }, []);

  const generate = useCallback(() => {
    const file = state.file;
    if (!file || state.view !== 'idle') return;
    run.current?.abort();
    const controller = new AbortController();
    run.current = controller;
    setState((current) => ({
      ...current,
      view: 'loading',
      progress: null,
      error: null,
      transition: current.transition + 1,
    }));
    mark('study:start');
    let extracted = false;
    createStudySet(toStudyFile(file), {
      provider,
      readPages: readPdfInWorker,
      generateOffline: generateOfflineInWorker,
      signal: controller.signal,
      onProgress: (progress) => {
        if (run.current !== controller) return;
        if (!extracted && progress.stage !== 'reading') {
          extracted = true;
          mark('study:extracted');
        }
        setState((current) => ({ ...current, progress }));
      },
    }).then(
      (studySet) => {
        if (run.current !== controller) return;
        mark('study:generated');
        run.current = null;
        // A transition: React renders the study view in slices, so the page never stalls on it.
        startTransition(() => {
          setState((current) => ({
            ...current,
            view: 'success',
            studySet,
            transition: current.transition + 1,
          }));
        });
      },
      (error: unknown) => {
        if (run.current !== controller) return;
        run.current = null;
        if (isCancelled(error)) {
          setState((current) => ({
            ...current,
            view: 'idle',
            progress: null,
            transition: current.transition + 1,
          }));
          return;
        }
        console.warn('The study set could not be made', error);
        setState((current) => ({
          ...current,
          view: 'error',
          error: userMessageFor(error),
          transition: current.transition + 1,
        }));
      },
    );
  }, [provider, state.file, state.view]);

  /** Cancel on the loading view: stops the workers and goes back to the chosen file. */
  const cancel = useCallback(() => {
    run.current?.abort();
  }, []);

  /** Try Again (error view) and New PDF (study view): clears file, data and message. */
  const reset = useCallback(() => {
    run.current?.abort();
    run.current = null;
    setState((current) => ({ ...INITIAL, transition: current.transition + 1 }));
  }, []);

  return { state, chooseFile, generate, cancel, reset };
}
