import { AlertTriangle, FileText, Sparkles, UploadCloud } from 'lucide-react';
import { useEffect } from 'react';
import { useDropzone } from 'react-dropzone';
import { formatMegabytes, isOverSizeLimit, STUDY_MESSAGES } from '@/core/study';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { cx } from '@/ui/cx';

export interface UploadViewProps {
  file: File | null;
  onFile: (file: File) => void;
  onGenerate: () => void;
  focusOnMount: boolean;
}

/** Idle view: the drop zone (PDF only, by click or drop; anything else is silently ignored). */
export function UploadView({ file, onFile, onGenerate, focusOnMount }: UploadViewProps) {
  const { getRootProps, getInputProps, isDragActive, rootRef } = useDropzone({
    accept: { 'application/pdf': [] },
    multiple: false,
    noPaste: true,
    onDropAccepted: (files) => {
      const [first] = files;
      if (first) onFile(first);
    },
  });
  useEffect(() => {
    if (focusOnMount) rootRef.current?.focus();
    // Only on mount: a view the visitor just switched to takes focus once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Card className="mx-auto max-w-2xl">
      <div
        {...getRootProps({
          role: 'button',
          'aria-describedby': 'study-dropzone-hint',
          className: cx(
            'flex cursor-pointer flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors',
            isDragActive ? 'border-primary bg-primary-soft' : 'border-border hover:bg-surface-2',
          ),
        })}
        data-testid="study-dropzone"
      >
        <UploadCloud aria-hidden="true" size={40} className="text-primary" />
        <p className="text-base font-medium">Drag &amp; drop your PDF here or click to select a file</p>
        <p id="study-dropzone-hint" className="text-sm text-muted">
          Supports PDF files up to 10MB
        </p>
      </div>
      {/* Outside the zone: a focusable input inside a role="button" would be nested interaction. */}
      <input {...getInputProps({ 'aria-label': 'PDF file' })} />

      {file ? (
        <div
          className="mt-4 flex items-center gap-3 rounded-xl bg-surface-2 px-4 py-3"
          data-testid="study-file"
        >
          <FileText aria-hidden="true" size={22} className="shrink-0 text-primary" />
          <div className="min-w-0">
            <p className="truncate font-medium" title={file.name}>
              {file.name}
            </p>
            <p className="text-sm text-muted">{formatMegabytes(file.size)}</p>
          </div>
        </div>
      ) : null}
      {file && isOverSizeLimit(file.size) ? (
        <p role="status" className="mt-3 flex items-start gap-2 rounded-xl bg-warning-soft px-4 py-3 text-sm">
          <AlertTriangle aria-hidden="true" size={18} className="mt-0.5 shrink-0" />
          {STUDY_MESSAGES.tooLarge}
        </p>
      ) : null}

      <Button size="lg" className="mt-6 w-full" disabled={!file} onClick={onGenerate}>
        <Sparkles aria-hidden="true" size={18} />
        Generate Study Set
      </Button>
    </Card>
  );
}
