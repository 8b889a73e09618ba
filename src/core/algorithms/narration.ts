import type { Step } from '@/core/trace';
import { span } from './values';

/** Plain narration for steps an algorithm has nothing special to say about. */
export function genericNarration(s: Step): string {
  switch (s.type) {
    case 'compare':
      return `Compare ${s.a} and ${s.b}`;
    case 'swap':
      return `Swap ${s.a} and ${s.b}`;
    case 'keep':
      return `${s.value} is already in place at index ${s.i}, no swap needed`;
    case 'write':
      return `Write ${s.value} to index ${s.i}`;
    case 'probe':
      return `Check index ${s.i}: ${s.value}`;
    case 'range':
      return `Work on ${span(s.lo, s.hi)}`;
    case 'found':
      return `Found ${s.value} at index ${s.i}`;
    case 'notFound':
      return 'The target is not in the array';
    case 'done':
      return 'Done: the array is sorted';
  }
}
