/**
 * Where the Queues page's values sit in the circular buffer its Code tab shows (listings/queue.ts): a
 * block of `capacity` slots, starting at 4 and doubling when an enqueue finds it full (the values are
 * then copied to the start of the new block); the front value is in slot `front`, the next ones follow it
 * and wrap around. A dequeue only moves `front` on by one: no value shifts. The scene draws this, so the
 * picture and the listing tell the same story.
 */
export interface QueueBuffer {
  readonly capacity: number;
  readonly front: number;
}

export const QUEUE_START_CAPACITY = 4;

/** The buffer after `count` enqueues into an empty queue. */
export function queueBufferFor(count: number): QueueBuffer {
  let capacity = QUEUE_START_CAPACITY;
  while (capacity < count) capacity *= 2;
  return { capacity, front: 0 };
}

/** The buffer after one enqueue into a queue of `count` values: it doubles first when full. */
export function enqueuedBuffer(buffer: QueueBuffer, count: number): QueueBuffer {
  return count >= buffer.capacity ? { capacity: buffer.capacity * 2, front: 0 } : buffer;
}

/** The buffer after one dequeue: the front moves on by one slot, wrapping around. */
export function dequeuedBuffer(buffer: QueueBuffer): QueueBuffer {
  return { capacity: buffer.capacity, front: (buffer.front + 1) % buffer.capacity };
}

/** The slot of the value at queue position `position` (0 = front). */
export function queueSlot(buffer: QueueBuffer, position: number): number {
  return (buffer.front + position) % buffer.capacity;
}
