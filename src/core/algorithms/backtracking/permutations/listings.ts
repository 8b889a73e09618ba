import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const permutationsCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
function permutations(nums) {
  const result = [];
  const path = [];
  const used = new Array(nums.length).fill(false);
  function backtrack() {
    if (path.length === nums.length) {
      result.push([...path]);  «solution»
      return;
    }
    for (let i = 0; i < nums.length; i++) {
      if (used[i]) continue;  «prune»
      used[i] = true;
      path.push(nums[i]);  «choose»
      backtrack();
      path.pop();  «unchoose»
      used[i] = false;
    }
  }
  backtrack();  «call»
  return result;  «done»
}

console.log(JSON.stringify(permutations([1, 2, 3])));
`,
  ),
  python: listing(
    'python',
    `
def permutations(nums):
    result = []
    path = []
    used = [False] * len(nums)

    def backtrack():
        if len(path) == len(nums):
            result.append(list(path))  «solution»
            return
        for i in range(len(nums)):
            if used[i]: continue  «prune»
            used[i] = True
            path.append(nums[i])  «choose»
            backtrack()
            path.pop()  «unchoose»
            used[i] = False

    backtrack()  «call»
    return result  «done»


if __name__ == "__main__":
    print(permutations([1, 2, 3]))
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class Permutations {
    public static List<List<Integer>> permutations(int[] nums) {
        List<List<Integer>> result = new ArrayList<>();
        backtrack(nums, new boolean[nums.length], new ArrayList<>(), result);  «call»
        return result;  «done»
    }

    private static void backtrack(int[] nums, boolean[] used, List<Integer> path, List<List<Integer>> result) {
        if (path.size() == nums.length) {
            result.add(new ArrayList<>(path));  «solution»
            return;
        }
        for (int i = 0; i < nums.length; i++) {
            if (used[i]) continue;  «prune»
            used[i] = true;
            path.add(nums[i]);  «choose»
            backtrack(nums, used, path, result);
            path.remove(path.size() - 1);  «unchoose»
            used[i] = false;
        }
    }

    public static void main(String[] args) {
        System.out.println(permutations(new int[] {1, 2, 3}));
    }
}
`,
  ),
};
