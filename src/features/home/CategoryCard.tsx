import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/ui/Badge';
import { Card } from '@/ui/Card';
import type { Category } from './categories';

export function CategoryCard({ category }: { category: Category }) {
  const { title, description, icon: Icon, link, status, algorithms } = category;
  const implemented = status === 'implemented';
  return (
    <Card className="flex h-full flex-col">
      <div className="flex items-start justify-between gap-3">
        <span className="grid h-11 w-11 place-items-center rounded-xl bg-primary-soft text-primary">
          <Icon aria-hidden="true" size={22} />
        </span>
        {implemented ? <Badge tone="success">Implemented</Badge> : <Badge tone="muted">Coming Soon</Badge>}
      </div>
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-1 flex-1 text-sm text-muted">{description}</p>
      {algorithms ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={`${title} covered`}>
          {algorithms.map((name) => (
            <li key={name} className="rounded-md bg-surface-2 px-2 py-0.5 text-xs">
              {name}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4">
        {implemented ? (
          <Link
            href={link}
            className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
            aria-label={`Explore ${title}`}
          >
            Explore <ArrowRight aria-hidden="true" size={16} />
          </Link>
        ) : (
          <p className="text-sm text-muted italic">Coming soon...</p>
        )}
      </div>
    </Card>
  );
}
