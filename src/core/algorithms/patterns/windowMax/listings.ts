import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const windowMaxCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// The maximum of each window of k neighbours; the deque holds indices, their values decreasing
function windowMax(nums, k) {
  const deque = [];
  const result = [];
  for (let i = 0; i < nums.length; i++) {
    if (deque.length > 0 && deque[0] <= i - k) deque.shift();  «expire»
    while (deque.length > 0 && nums[deque[deque.length - 1]] <= nums[i]) deque.pop();  «pop»
    deque.push(i);  «push»
    if (i >= k - 1) result.push(nums[deque[0]]);  «record»
  }
  return result;  «done»
}

console.log(windowMax([1, 3, -1, -3, 5, 3, 6, 7], 3));
`,
  ),
  python: listing(
    'python',
    `
from collections import deque as Deque


# The maximum of each window of k neighbours; the deque holds indices, their values decreasing
def window_max(nums, k):
    deque = Deque()
    result = []
    for i in range(len(nums)):
        if deque and deque[0] <= i - k:
            deque.popleft()  «expire»
        while deque and nums[deque[-1]] <= nums[i]:
            deque.pop()  «pop»
        deque.append(i)  «push»
        if i >= k - 1:
            result.append(nums[deque[0]])  «record»
    return result  «done»


if __name__ == "__main__":
    print(window_max([1, 3, -1, -3, 5, 3, 6, 7], 3))
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class WindowMax {
    // The maximum of each window of k neighbours; the deque holds indices, their values decreasing
    public static int[] windowMax(int[] nums, int k) {
        Deque<Integer> deque = new ArrayDeque<>();
        int[] result = new int[nums.length - k + 1];
        for (int i = 0; i < nums.length; i++) {
            if (!deque.isEmpty() && deque.peekFirst() <= i - k) deque.pollFirst();  «expire»
            while (!deque.isEmpty() && nums[deque.peekLast()] <= nums[i]) deque.pollLast();  «pop»
            deque.addLast(i);  «push»
            if (i >= k - 1) result[i - k + 1] = nums[deque.peekFirst()];  «record»
        }
        return result;  «done»
    }

    public static void main(String[] args) {
        System.out.println(Arrays.toString(windowMax(new int[] {1, 3, -1, -3, 5, 3, 6, 7}, 3)));
    }
}
`,
  ),
};
