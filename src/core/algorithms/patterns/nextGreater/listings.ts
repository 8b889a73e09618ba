import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const nextGreaterCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// Each number's first bigger number to its right, or -1; the stack holds indices still waiting
function nextGreater(nums) {
  const result = new Array(nums.length).fill(-1);
  const stack = [];
  for (let i = 0; i < nums.length; i++) {
    while (stack.length > 0 && nums[stack[stack.length - 1]] < nums[i]) {
      result[stack.pop()] = nums[i];  «pop»
    }
    stack.push(i);  «push»
  }
  return result;  «done»
}

console.log(nextGreater([2, 1, 2, 4, 3]));
`,
  ),
  python: listing(
    'python',
    `
# Each number's first bigger number to its right, or -1; the stack holds indices still waiting
def next_greater(nums):
    result = [-1] * len(nums)
    stack = []
    for i, x in enumerate(nums):
        while stack and nums[stack[-1]] < x:
            result[stack.pop()] = x  «pop»
        stack.append(i)  «push»
    return result  «done»


if __name__ == "__main__":
    print(next_greater([2, 1, 2, 4, 3]))
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class NextGreater {
    // Each number's first bigger number to its right, or -1; the stack holds indices still waiting
    public static int[] nextGreater(int[] nums) {
        int[] result = new int[nums.length];
        Arrays.fill(result, -1);
        Deque<Integer> stack = new ArrayDeque<>();
        for (int i = 0; i < nums.length; i++) {
            while (!stack.isEmpty() && nums[stack.peek()] < nums[i]) {
                result[stack.pop()] = nums[i];  «pop»
            }
            stack.push(i);  «push»
        }
        return result;  «done»
    }

    public static void main(String[] args) {
        System.out.println(Arrays.toString(nextGreater(new int[] {2, 1, 2, 4, 3})));
    }
}
`,
  ),
};
