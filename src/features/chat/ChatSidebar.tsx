import { useAtomValue, useSetAtom } from 'jotai';
import { Briefcase, GraduationCap, HeartHandshake, Sparkles, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { DAILY_MOTIVATION, QUICK_START_PROMPTS } from '@/core/tutor/persona';
import { chatPendingAtom, sendChatMessageAtom } from '@/state/chat';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { BeeAvatar } from './BeeAvatar';

/** The mentor's three affiliations (docs/product-rules.md#persona). */
export const AFFILIATIONS: readonly { icon: ReactNode; text: string }[] = [
  { icon: <HeartHandshake aria-hidden="true" size={16} />, text: 'Mentor at the Kodeshala Foundation' },
  { icon: <GraduationCap aria-hidden="true" size={16} />, text: 'Guiding third-year engineering students' },
  { icon: <Briefcase aria-hidden="true" size={16} />, text: 'Founder of Syntax Error, a web agency' },
];

export function ChatSidebar() {
  const pending = useAtomValue(chatPendingAtom);
  const send = useSetAtom(sendChatMessageAtom);
  return (
    <aside aria-label="About QueueBee" className="flex flex-col gap-4">
      <Card className="p-4">
        <div className="flex items-center gap-3">
          <span className="relative">
            <BeeAvatar size={52} />
            <span
              aria-hidden="true"
              className="absolute right-0 bottom-0 h-3.5 w-3.5 rounded-full border-2 border-surface bg-success"
            />
          </span>
          <div className="min-w-0">
            <h2 className="text-lg leading-tight font-semibold">QueueBee</h2>
            <p className="text-sm text-muted">Your coding senior</p>
          </div>
          <Badge tone="success" className="ml-auto">
            Online
          </Badge>
        </div>
        <ul className="mt-4 space-y-2 text-sm" aria-label="Affiliations">
          {AFFILIATIONS.map((affiliation) => (
            <li key={affiliation.text} className="flex items-start gap-2">
              <span className="mt-0.5 text-primary">{affiliation.icon}</span>
              <span>{affiliation.text}</span>
            </li>
          ))}
        </ul>
      </Card>

      <Card className="p-4">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <Zap aria-hidden="true" size={18} className="text-primary" />
          Quick Start
        </h2>
        <div className="mt-3 grid grid-cols-2 gap-2 lg:grid-cols-1">
          {QUICK_START_PROMPTS.map((prompt) => (
            <Button
              key={prompt}
              variant="secondary"
              size="sm"
              className="h-auto min-h-9 justify-start py-1.5 text-left aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
              // aria-disabled, not disabled: the button keeps focus while the reply is on its way.
              aria-disabled={pending !== null || undefined}
              onClick={() => {
                if (pending === null) void send(prompt);
              }}
            >
              {prompt}
            </Button>
          ))}
        </div>
      </Card>

      <div className="rounded-2xl border border-border bg-warning-soft p-4">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <Sparkles aria-hidden="true" size={18} className="text-accent" />
          Daily Motivation
        </h2>
        <p className="mt-2 text-sm font-medium">{DAILY_MOTIVATION}</p>
      </div>
    </aside>
  );
}
