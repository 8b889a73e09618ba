import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { ShieldCheck, Globe } from 'lucide-react';
import { AiSettingsButton } from '@/ui/ai-settings/AiSettingsButton';
import { activeAiProviderAtom, resolvedAiProviderAtom } from '@/state/ai';
import { PageHeader } from '@/ui/PageHeader';
import { ErrorView } from './ErrorView';
import { LoadingView } from './LoadingView';
import { UploadView } from './UploadView';
import { useStudyFlow } from './useStudyFlow';

// The study view (quiz, flashcards, progress and their animations) is only needed once a set is made:
// it loads when Generate is pressed, not with the page.
const loadStudyView = () => import('./StudyView');
const StudyView = lazy(() => loadStudyView().then((module) => ({ default: module.StudyView })));

/**
 * Who makes the study set, and where the PDF's text goes (docs/product-rules.md#no-api-key-ships,
 * #pdfs-are-read-locally).
 */
function ProviderNote() {
  const provider = useAtomValue(activeAiProviderAtom);
  const { fallbackReason } = useAtomValue(resolvedAiProviderAtom);
  const remote = provider.generateStudyMaterialsText !== undefined;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 text-sm" data-testid="study-provider">
      <p className="flex items-start gap-2 text-muted">
        {remote ? (
          <Globe aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
        ) : (
          <ShieldCheck aria-hidden="true" size={16} className="mt-0.5 shrink-0 text-success" />
        )}
        <span>
          {remote
            ? `Study sets are written by ${provider.label}: your PDF is read in this browser and its text is sent to ${provider.label}.${provider.extractPdfText ? ' A scanned PDF without a text layer is sent whole, to be read.' : ''}`
            : 'Study sets are made by the built-in generator: your PDF is read in this browser and never leaves it.'}
          {fallbackReason ? ` ${fallbackReason}` : ''}
        </span>
      </p>
      <AiSettingsButton />
    </div>
  );
}

export default function StudyPage() {
  const provider = useAtomValue(activeAiProviderAtom);
  const { state, chooseFile, generate, cancel, reset } = useStudyFlow(provider);
  const moved = state.transition > 0;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeader
        title="QueueBee Study"
        description="Turn a PDF into a quiz, flashcards and a progress dashboard, right in your browser."
      >
        {state.view === 'idle' ? <ProviderNote /> : null}
      </PageHeader>
      {state.view === 'idle' ? (
        <UploadView
          file={state.file}
          onFile={chooseFile}
          onGenerate={() => {
            loadStudyView().catch((error: unknown) =>
              console.warn('QueueBee: the study view could not load yet', error),
            );
            generate();
          }}
          focusOnMount={moved}
        />
      ) : null}
      {state.view === 'loading' ? (
        <LoadingView
          progress={state.progress}
          scanning={provider.extractPdfText !== undefined}
          onCancel={cancel}
        />
      ) : null}
      {state.view === 'error' ? <ErrorView message={state.error ?? ''} onTryAgain={reset} /> : null}
      {state.view === 'success' && state.studySet ? (
        <Suspense fallback={null}>
          <StudyView
            studySet={state.studySet}
            fileName={state.file?.name ?? 'your PDF'}
            fileSize={state.file?.size ?? 0}
            onNewPdf={reset}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
