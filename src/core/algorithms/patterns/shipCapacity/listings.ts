import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const shipCapacityCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// The smallest capacity that ships the packages, in order, within days
function shipCapacity(weights, days) {
  let lo = Math.max(...weights), hi = weights.reduce((a, b) => a + b, 0);  «bounds»
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);  «mid»
    if (daysNeeded(weights, mid) <= days) hi = mid;  «fits»
    else lo = mid + 1;  «too-small»
  }
  return lo;  «done»
}

// Load in order, starting a new day when the next package would overflow
function daysNeeded(weights, capacity) {
  let needed = 1, load = 0;
  for (const w of weights) {
    if (load + w > capacity) { needed++; load = 0; }  «day»
    load += w;
  }
  return needed;
}

console.log(shipCapacity([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 5));
`,
  ),
  python: listing(
    'python',
    `
# The smallest capacity that ships the packages, in order, within days
def ship_capacity(weights, days):
    lo, hi = max(weights), sum(weights)  «bounds»
    while lo < hi:
        mid = (lo + hi) // 2  «mid»
        if days_needed(weights, mid) <= days:
            hi = mid  «fits»
        else:
            lo = mid + 1  «too-small»
    return lo  «done»


# Load in order, starting a new day when the next package would overflow
def days_needed(weights, capacity):
    needed, load = 1, 0
    for w in weights:
        if load + w > capacity:
            needed, load = needed + 1, 0  «day»
        load += w
    return needed


if __name__ == "__main__":
    print(ship_capacity([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 5))
`,
  ),
  java: listing(
    'java',
    `
public class ShipCapacity {
    // The smallest capacity that ships the packages, in order, within days
    public static int shipCapacity(int[] weights, int days) {
        int lo = 0, hi = 0;
        for (int w : weights) { lo = Math.max(lo, w); hi += w; }  «bounds»
        while (lo < hi) {
            int mid = (lo + hi) / 2;  «mid»
            if (daysNeeded(weights, mid) <= days) hi = mid;  «fits»
            else lo = mid + 1;  «too-small»
        }
        return lo;  «done»
    }

    // Load in order, starting a new day when the next package would overflow
    static int daysNeeded(int[] weights, int capacity) {
        int needed = 1, load = 0;
        for (int w : weights) {
            if (load + w > capacity) { needed++; load = 0; }  «day»
            load += w;
        }
        return needed;
    }

    public static void main(String[] args) {
        System.out.println(shipCapacity(new int[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 5));
    }
}
`,
  ),
};
