import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const rangeSumCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// Prefix sums, then each query [i, j] (both ends included) with one subtraction
function rangeSum(nums, queries) {
  const prefix = [0];
  for (const x of nums) prefix.push(prefix[prefix.length - 1] + x);  «build»
  const answers = [];
  for (const [i, j] of queries) answers.push(prefix[j + 1] - prefix[i]);  «query»
  return answers;  «done»
}

console.log(rangeSum([-2, 0, 3, -5, 2, -1], [[0, 2], [2, 5], [0, 5]]));
`,
  ),
  python: listing(
    'python',
    `
# Prefix sums, then each query [i, j] (both ends included) with one subtraction
def range_sum(nums, queries):
    prefix = [0]
    for x in nums:
        prefix.append(prefix[-1] + x)  «build»
    answers = []
    for i, j in queries:
        answers.append(prefix[j + 1] - prefix[i])  «query»
    return answers  «done»


if __name__ == "__main__":
    print(range_sum([-2, 0, 3, -5, 2, -1], [[0, 2], [2, 5], [0, 5]]))
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class RangeSum {
    // Prefix sums, then each query {i, j} (both ends included) with one subtraction
    public static int[] rangeSum(int[] nums, int[][] queries) {
        int[] prefix = new int[nums.length + 1];
        for (int k = 0; k < nums.length; k++) prefix[k + 1] = prefix[k] + nums[k];  «build»
        int[] answers = new int[queries.length];
        for (int q = 0; q < queries.length; q++)
            answers[q] = prefix[queries[q][1] + 1] - prefix[queries[q][0]];  «query»
        return answers;  «done»
    }

    public static void main(String[] args) {
        System.out.println(Arrays.toString(rangeSum(new int[] {-2, 0, 3, -5, 2, -1}, new int[][] {{0, 2}, {2, 5}, {0, 5}})));
    }
}
`,
  ),
};
