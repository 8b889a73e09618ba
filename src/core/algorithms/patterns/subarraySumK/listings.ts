import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const subarraySumKCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// How many runs of neighbouring numbers sum to k; seen: running sum -> times seen
function subarraySumK(nums, k) {
  const seen = new Map([[0, 1]]);
  let sum = 0, count = 0;
  for (const x of nums) {
    sum += x;  «add»
    count += seen.get(sum - k) ?? 0;  «lookup»
    seen.set(sum, (seen.get(sum) ?? 0) + 1);  «record»
  }
  return count;  «done»
}

console.log(subarraySumK([1, 1, 1], 2));
`,
  ),
  python: listing(
    'python',
    `
# How many runs of neighbouring numbers sum to k; seen: running sum -> times seen
def subarray_sum_k(nums, k):
    seen = {0: 1}
    total = count = 0
    for x in nums:
        total += x  «add»
        count += seen.get(total - k, 0)  «lookup»
        seen[total] = seen.get(total, 0) + 1  «record»
    return count  «done»


if __name__ == "__main__":
    print(subarray_sum_k([1, 1, 1], 2))
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class SubarraySumK {
    // How many runs of neighbouring numbers sum to k; seen: running sum -> times seen
    public static int subarraySumK(int[] nums, int k) {
        Map<Integer, Integer> seen = new HashMap<>();
        seen.put(0, 1);
        int sum = 0, count = 0;
        for (int x : nums) {
            sum += x;  «add»
            count += seen.getOrDefault(sum - k, 0);  «lookup»
            seen.merge(sum, 1, Integer::sum);  «record»
        }
        return count;  «done»
    }

    public static void main(String[] args) {
        System.out.println(subarraySumK(new int[] {1, 1, 1}, 2));
    }
}
`,
  ),
};
