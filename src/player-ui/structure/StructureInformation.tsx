import type { ReactNode } from 'react';
import { SectionCard } from '@/ui/SectionCard';

export interface NamedItem {
  readonly name: string;
  readonly description: string;
}

/** What a structure page's Information tab says; every structure page fills in the same sections. */
export interface StructureInformationContent {
  /** The structure's name in the complexity table's caption, e.g. 'Stack' or 'Hash table'. */
  readonly name: string;
  /** Kinds of the structure, shown first; none for most. */
  readonly types?: readonly NamedItem[];
  readonly characteristics: readonly string[];
  readonly useCases: readonly string[];
  readonly timeComplexity: readonly { readonly operation: string; readonly complexity: string }[];
  /** Its space complexity and what the note under it says; none when the page has nothing to add. */
  readonly space?: { readonly complexity: string; readonly note: string };
  /** Named descriptions under a title of their own: 'Variants', 'AVL Rotations'. */
  readonly groups?: readonly { readonly title: string; readonly items: readonly NamedItem[] }[];
}

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5 marker:text-primary">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The Information tab of every structure page: its sections in one order and one look; `extra` last. */
export function StructureInformation({
  content,
  extra,
}: {
  content: StructureInformationContent;
  extra?: ReactNode;
}) {
  const { types = [], groups = [], space } = content;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {types.length > 0 ? (
        <SectionCard title="Types" className="md:col-span-2">
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {types.map((type) => (
              <li key={type.name} className="rounded-xl border border-border bg-surface-2 p-4">
                <h3 className="font-semibold">{type.name}</h3>
                <p className="mt-1 text-sm text-muted">{type.description}</p>
              </li>
            ))}
          </ul>
        </SectionCard>
      ) : null}
      <SectionCard title="Characteristics">
        <BulletList items={content.characteristics} />
      </SectionCard>
      <SectionCard title="Common Use Cases">
        <BulletList items={content.useCases} />
      </SectionCard>
      <SectionCard title="Time Complexity" className={space ? undefined : 'md:col-span-2'}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{content.name} operations and their time complexity</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Operation
              </th>
              <th scope="col" className="py-2 font-semibold">
                Complexity
              </th>
            </tr>
          </thead>
          <tbody>
            {content.timeComplexity.map((row) => (
              <tr key={row.operation} className="border-b border-border last:border-0">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {row.operation}
                </th>
                <td className="py-2 font-mono">{row.complexity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </SectionCard>
      {space ? (
        <SectionCard title="Space Complexity" className="md:self-start">
          <p>
            <span className="font-mono text-lg font-semibold">{space.complexity}</span>
            <span className="ml-2 text-sm text-muted">{space.note}</span>
          </p>
        </SectionCard>
      ) : null}
      {groups.map((group) =>
        group.items.length > 0 ? (
          <SectionCard key={group.title} title={group.title} className="md:col-span-2">
            <ul className="grid gap-3 sm:grid-cols-2">
              {group.items.map((item) => (
                <li key={item.name} className="rounded-xl border border-border p-4">
                  <h3 className="font-semibold">{item.name}</h3>
                  <p className="mt-1 text-sm text-muted">{item.description}</p>
                </li>
              ))}
            </ul>
          </SectionCard>
        ) : null,
      )}
      {extra}
    </div>
  );
}
