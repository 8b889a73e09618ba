import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const subsetsCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
function subsets(nums) {
  const result = [];
  const path = [];
  function backtrack(start) {
    result.push([...path]);  «solution»
    for (let i = start; i < nums.length; i++) {
      path.push(nums[i]);  «choose»
      backtrack(i + 1);
      path.pop();  «unchoose»
    }
  }
  backtrack(0);  «call»
  return result;  «done»
}

console.log(JSON.stringify(subsets([1, 2, 3])));
`,
  ),
  python: listing(
    'python',
    `
def subsets(nums):
    result = []
    path = []

    def backtrack(start):
        result.append(list(path))  «solution»
        for i in range(start, len(nums)):
            path.append(nums[i])  «choose»
            backtrack(i + 1)
            path.pop()  «unchoose»

    backtrack(0)  «call»
    return result  «done»


if __name__ == "__main__":
    print(subsets([1, 2, 3]))
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class Subsets {
    public static List<List<Integer>> subsets(int[] nums) {
        List<List<Integer>> result = new ArrayList<>();
        backtrack(nums, 0, new ArrayList<>(), result);  «call»
        return result;  «done»
    }

    private static void backtrack(int[] nums, int start, List<Integer> path, List<List<Integer>> result) {
        result.add(new ArrayList<>(path));  «solution»
        for (int i = start; i < nums.length; i++) {
            path.add(nums[i]);  «choose»
            backtrack(nums, i + 1, path, result);
            path.remove(path.size() - 1);  «unchoose»
        }
    }

    public static void main(String[] args) {
        System.out.println(subsets(new int[] {1, 2, 3}));
    }
}
`,
  ),
};
