import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const maxSubarrayCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// Kadane: the largest sum of a non-empty run of neighbouring numbers
function maxSubarray(nums) {
  let current = nums[0], best = nums[0];  «start»
  for (let i = 1; i < nums.length; i++) {
    if (current < 0) current = nums[i];  «restart»
    else current += nums[i];  «extend»
    if (current > best) best = current;  «better»
  }
  return best;  «done»
}

console.log(maxSubarray([-2, 1, -3, 4, -1, 2, 1, -5, 4]));
`,
  ),
  python: listing(
    'python',
    `
# Kadane: the largest sum of a non-empty run of neighbouring numbers
def max_subarray(nums):
    current = best = nums[0]  «start»
    for x in nums[1:]:
        if current < 0:
            current = x  «restart»
        else:
            current += x  «extend»
        if current > best:
            best = current  «better»
    return best  «done»


if __name__ == "__main__":
    print(max_subarray([-2, 1, -3, 4, -1, 2, 1, -5, 4]))
`,
  ),
  java: listing(
    'java',
    `
public class MaxSubarray {
    // Kadane: the largest sum of a non-empty run of neighbouring numbers
    public static int maxSubarray(int[] nums) {
        int current = nums[0], best = nums[0];  «start»
        for (int i = 1; i < nums.length; i++) {
            if (current < 0) current = nums[i];  «restart»
            else current += nums[i];  «extend»
            if (current > best) best = current;  «better»
        }
        return best;  «done»
    }

    public static void main(String[] args) {
        System.out.println(maxSubarray(new int[] {-2, 1, -3, 4, -1, 2, 1, -5, 4}));
    }
}
`,
  ),
};
