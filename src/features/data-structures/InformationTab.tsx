import type { StructureReference } from '@/core/structures';
import { SectionCard } from '@/ui/SectionCard';

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5 marker:text-primary">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Types, Characteristics, Common Use Cases, Time and Space Complexity, and Variants. */
export function InformationTab({ reference }: { reference: StructureReference }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {reference.types.length > 0 ? (
        <SectionCard title="Types" className="md:col-span-2">
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {reference.types.map((type) => (
              <li key={type.name} className="rounded-xl border border-border bg-surface-2 p-4">
                <h3 className="font-semibold">{type.name}</h3>
                <p className="mt-1 text-sm text-muted">{type.description}</p>
              </li>
            ))}
          </ul>
        </SectionCard>
      ) : null}
      <SectionCard title="Characteristics">
        <BulletList items={reference.characteristics} />
      </SectionCard>
      <SectionCard title="Common Use Cases">
        <BulletList items={reference.useCases} />
      </SectionCard>
      <SectionCard title="Time Complexity">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{reference.title} operations and their time complexity</caption>
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
            {reference.timeComplexity.map((row) => (
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
      <SectionCard title="Space Complexity" className="md:self-start">
        <p>
          <span className="font-mono text-lg font-semibold">{reference.spaceComplexity}</span>
          <span className="ml-2 text-sm text-muted">to hold n elements</span>
        </p>
      </SectionCard>
      {reference.variants.length > 0 ? (
        <SectionCard title="Variants" className="md:col-span-2">
          <ul className="grid gap-3 sm:grid-cols-2">
            {reference.variants.map((variant) => (
              <li key={variant.name} className="rounded-xl border border-border p-4">
                <h3 className="font-semibold">{variant.name}</h3>
                <p className="mt-1 text-sm text-muted">{variant.description}</p>
              </li>
            ))}
          </ul>
        </SectionCard>
      ) : null}
    </div>
  );
}
