import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const pairSumCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// nums sorted in ascending order; the indices of two numbers adding up to target, or [-1, -1]
function pairSum(nums, target) {
  let left = 0, right = nums.length - 1;  «start»
  while (left < right) {
    const sum = nums[left] + nums[right];  «sum»
    if (sum === target) return [left, right];  «found»
    if (sum < target) left++;  «move-l»
    else right--;  «move-r»
  }
  return [-1, -1];  «none»
}

console.log(pairSum([2, 7, 11, 15], 9));
`,
  ),
  python: listing(
    'python',
    `
# nums sorted in ascending order; the indices of two numbers adding up to target, or [-1, -1]
def pair_sum(nums, target):
    left, right = 0, len(nums) - 1  «start»
    while left < right:
        total = nums[left] + nums[right]  «sum»
        if total == target:
            return [left, right]  «found»
        if total < target:
            left += 1  «move-l»
        else:
            right -= 1  «move-r»
    return [-1, -1]  «none»


if __name__ == "__main__":
    print(pair_sum([2, 7, 11, 15], 9))
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class PairSum {
    // nums sorted in ascending order; the indices of two numbers adding up to target, or {-1, -1}
    public static int[] pairSum(int[] nums, int target) {
        int left = 0, right = nums.length - 1;  «start»
        while (left < right) {
            int sum = nums[left] + nums[right];  «sum»
            if (sum == target) return new int[] {left, right};  «found»
            if (sum < target) left++;  «move-l»
            else right--;  «move-r»
        }
        return new int[] {-1, -1};  «none»
    }

    public static void main(String[] args) {
        System.out.println(Arrays.toString(pairSum(new int[] {2, 7, 11, 15}, 9)));
    }
}
`,
  ),
};
