/**
 * The queue scene draws the circular buffer of the queue's listing: the buffer model must follow the
 * listing itself, run on the same operations, slot for slot.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dequeuedBuffer,
  enqueuedBuffer,
  queueBufferFor,
  queueSlot,
  type QueueBuffer,
} from '@/core/structures';
import { STRUCTURE_LISTINGS } from '@/core/structures/listings';
import { loadJavaScript } from './listing-harness';

interface ListingQueue {
  items: (number | undefined)[];
  front: number;
  count: number;
  enqueue(value: number): void;
  dequeue(): number;
}

function listingQueue(): ListingQueue {
  const listing = STRUCTURE_LISTINGS.queue.find((l) => l.language === 'javascript');
  if (listing === undefined) throw new Error('no JavaScript queue listing');
  return loadJavaScript(listing).create() as unknown as ListingQueue;
}

/** Where the listing keeps each value, front first. */
function listingSlots(queue: ListingQueue): number[] {
  return Array.from({ length: queue.count }, (_, i) => (queue.front + i) % queue.items.length);
}

describe('queue buffer', () => {
  it('starts like the listing filled from empty', () => {
    for (const count of [0, 1, 4, 5, 8, 9, 40]) {
      const queue = listingQueue();
      for (let v = 0; v < count; v++) queue.enqueue(v);
      expect(queueBufferFor(count)).toEqual({ capacity: queue.items.length, front: queue.front });
    }
  });

  it('puts every value in the slot the listing keeps it in, after any enqueues and dequeues (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.array(fc.boolean(), { maxLength: 60 }),
        (start, ops) => {
          const queue = listingQueue();
          for (let v = 0; v < start; v++) queue.enqueue(v);
          let buffer: QueueBuffer = queueBufferFor(start);
          let count = start;
          for (const enqueue of ops) {
            if (enqueue) {
              queue.enqueue(count);
              buffer = enqueuedBuffer(buffer, count);
              count++;
            } else if (count > 0) {
              queue.dequeue();
              buffer = dequeuedBuffer(buffer);
              count--;
            }
            expect(buffer).toEqual({ capacity: queue.items.length, front: queue.front });
            expect(Array.from({ length: count }, (_, i) => queueSlot(buffer, i))).toEqual(
              listingSlots(queue),
            );
          }
        },
      ),
    );
  });
});
