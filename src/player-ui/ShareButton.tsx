import { Link2 } from 'lucide-react';
import { memo, useId, useState } from 'react';
import { Button } from '@/ui/Button';
import { useStableCommands } from '@/ui/useStableCommands';

interface ShareProps {
  /** The URL parameters of the run as it stands when the link is made (and a `#` fragment, if any). */
  query: () => string;
  label?: string;
  notice?: string | null;
}

/**
 * Copies a URL that reopens this exact run (algorithm, input, speed and step), whose URL parameters
 * `query` gives; shows it too, with `notice` when the link cannot reopen the run exactly.
 *
 * The query is read only when the link is made, so the button does not re-render at every step of a run.
 */
export function ShareButton({ query, label, notice }: ShareProps) {
  const latest = useStableCommands({ query });
  return <ShareLink query={latest.query} label={label} notice={notice} />;
}

const ShareLink = memo(function ShareLink({ query, label = 'Share this run', notice = null }: ShareProps) {
  const [shared, setShared] = useState<{ url: string; copied: boolean } | null>(null);
  const fieldId = useId();

  const share = async () => {
    const url = `${window.location.origin}${window.location.pathname}?${query()}`;
    let copied = false;
    try {
      await navigator.clipboard.writeText(url);
      copied = true;
    } catch (error) {
      // Clipboard access can be refused; the link is shown for copying by hand instead.
      console.warn('Could not copy the link to the clipboard', error);
    }
    setShared({ url, copied });
  };

  return (
    <div className="flex flex-col gap-2">
      <Button variant="outline" size="sm" onClick={share}>
        <Link2 aria-hidden="true" size={16} />
        {label}
      </Button>
      {shared ? (
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={fieldId} className="text-muted">
            {shared.copied
              ? 'Link copied. It reopens this run at this step:'
              : 'Copy this link to reopen this run:'}
          </label>
          <input
            id={fieldId}
            readOnly
            value={shared.url}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-lg border border-border bg-surface px-2 py-1 font-mono text-xs"
          />
          {notice !== null ? <p data-testid="share-notice">{notice}</p> : null}
        </div>
      ) : null}
    </div>
  );
});
