import { AVL_HEIGHT_BOUND_TEXT } from '@/core/tree/avlBound';
import { SectionCard } from '@/ui/SectionCard';

const COMPLEXITY = [
  ['Search, insert, delete (BST)', 'O(h): O(log n) average, O(n) worst'],
  ['Search, insert, delete (AVL)', 'O(log n)'],
  ['Min, max', 'O(h)'],
  ['Height', 'O(n)'],
  ['Any traversal', 'O(n)'],
] as const;

const ROTATIONS = [
  ['LL', 'Left child leans left: one right rotation at the unbalanced node.'],
  ['RR', 'Right child leans right: one left rotation.'],
  ['LR', 'Left child leans right: rotate left at the child, then right at the node.'],
  ['RL', 'Right child leans left: rotate right at the child, then left at the node.'],
] as const;

/** What a binary search tree and an AVL tree are, what they cost, and where they are used. */
export function TreeInformation() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <SectionCard title="Characteristics">
        <ul className="list-disc space-y-1.5 pl-5 marker:text-primary">
          <li>
            Every key in a node&apos;s left subtree is smaller than it, every key in its right subtree larger.
          </li>
          <li>An in-order traversal therefore visits the keys in sorted order.</li>
          <li>Each key is stored once; inserting a key already there is refused.</li>
          <li>
            The cost of an operation is the height h of the tree. Keys inserted in sorted order make a plain
            BST a list, h = n.
          </li>
          <li>
            An AVL tree keeps every node&apos;s balance factor (left height − right height) in −1..1 by
            rotating. Its height h, counted in levels (a lone root is 1), is then always{' '}
            {AVL_HEIGHT_BOUND_TEXT} for n keys.
          </li>
        </ul>
      </SectionCard>
      <SectionCard title="Common Use Cases">
        <ul className="list-disc space-y-1.5 pl-5 marker:text-primary">
          <li>Ordered maps and sets (balanced trees such as AVL and red-black trees).</li>
          <li>Range queries and finding the next larger or smaller key.</li>
          <li>Database and file-system indexes (their wide cousins, B-trees).</li>
          <li>Expression trees and syntax trees, walked in pre-, in- or post-order.</li>
        </ul>
      </SectionCard>
      <SectionCard title="Time Complexity">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Tree operations and their time complexity</caption>
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
            {COMPLEXITY.map(([operation, complexity]) => (
              <tr key={operation} className="border-b border-border last:border-0">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {operation}
                </th>
                <td className="py-2 font-mono">{complexity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </SectionCard>
      <SectionCard title="Space Complexity">
        <p>
          <span className="font-mono text-lg font-semibold">O(n)</span>
          <span className="ml-2 text-sm text-muted">one node per key; recursion needs O(h) more</span>
        </p>
      </SectionCard>
      <SectionCard title="AVL Rotations" className="md:col-span-2">
        <ul className="grid gap-3 sm:grid-cols-2">
          {ROTATIONS.map(([name, description]) => (
            <li key={name} className="rounded-xl border border-border p-4">
              <h3 className="font-semibold">{name}</h3>
              <p className="mt-1 text-sm text-muted">{description}</p>
            </li>
          ))}
        </ul>
      </SectionCard>
    </div>
  );
}
