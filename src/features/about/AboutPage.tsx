import { CheckCircle2, Rocket, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { site } from '@/ui/site';
import { SocialLinks } from '@/ui/SocialLinks';
import { Card } from '@/ui/Card';
import { PageHeader } from '@/ui/PageHeader';

const keyFeatures = [
  'Sorting algorithm visualisation: bubble, selection, insertion, merge and quick sort',
  'Searching algorithm visualisation: linear and binary search',
  'Graph and dynamic programming visualisation: BFS, DFS, shortest paths, spanning trees, Fibonacci, knapsack, LCS and LIS',
  'Structures beyond the basics: union-find, tries, segment trees and Fenwick trees',
  'String matching: naive, KMP and Rabin-Karp',
  'Step-by-step animations you can step back through, with the code line highlighted',
  'Play, pause and reset controls, keyboard shortcuts and speed control',
  'Dark mode that remembers your choice',
];

const futureEnhancements = [
  'AI suggestions while you practise',
  'Custom themes',
  'More string structures such as suffix arrays',
  'Multiplayer competitions',
];

function AboutCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const id = `about-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card aria-labelledby={id} role="region">
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold">
        <span className="text-primary">{icon}</span>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <CheckCircle2 aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-success" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export default function AboutPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeader
        title="About DSA Visualizer"
        description="A browser-only place to see data structures and algorithms work, for students, developers and anyone preparing for technical interviews. No accounts, nothing to install: everything runs on your device."
      />
      <div className="grid gap-6 md:grid-cols-2">
        <AboutCard icon={<CheckCircle2 aria-hidden="true" />} title="Key Features">
          <CheckList items={keyFeatures} />
        </AboutCard>
        <AboutCard icon={<Rocket aria-hidden="true" />} title="Future Enhancements">
          <CheckList items={futureEnhancements} />
        </AboutCard>
        <div className="md:col-span-2">
          <AboutCard icon={<User aria-hidden="true" />} title="About the Developer">
            <p className="text-muted">
              Built by {site.developerName}, who believes the fastest way to understand an algorithm is to
              watch it think.
            </p>
            <SocialLinks
              label="Developer profiles"
              listClassName="mt-4 flex flex-wrap gap-2"
              linkClassName="inline-block font-medium"
            />
          </AboutCard>
        </div>
      </div>
    </div>
  );
}
