import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const combinationSumCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
function combinationSum(candidates, target) {
  const sorted = [...candidates].sort((a, b) => a - b);
  const result = [];
  const path = [];
  function backtrack(start, remaining) {
    if (remaining === 0) {
      result.push([...path]);  «solution»
      return;
    }
    for (let i = start; i < sorted.length; i++) {
      if (sorted[i] > remaining) break;  «prune»
      path.push(sorted[i]);  «choose»
      backtrack(i, remaining - sorted[i]);
      path.pop();  «unchoose»
    }
  }
  backtrack(0, target);  «call»
  return result;  «done»
}

console.log(JSON.stringify(combinationSum([2, 3, 6, 7], 7)));
`,
  ),
  python: listing(
    'python',
    `
def combination_sum(candidates, target):
    ordered = sorted(candidates)
    result = []
    path = []

    def backtrack(start, remaining):
        if remaining == 0:
            result.append(list(path))  «solution»
            return
        for i in range(start, len(ordered)):
            if ordered[i] > remaining: break  «prune»
            path.append(ordered[i])  «choose»
            backtrack(i, remaining - ordered[i])
            path.pop()  «unchoose»

    backtrack(0, target)  «call»
    return result  «done»


if __name__ == "__main__":
    print(combination_sum([2, 3, 6, 7], 7))
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class CombinationSum {
    public static List<List<Integer>> combinationSum(int[] candidates, int target) {
        int[] sorted = candidates.clone();
        Arrays.sort(sorted);
        List<List<Integer>> result = new ArrayList<>();
        backtrack(sorted, 0, target, new ArrayList<>(), result);  «call»
        return result;  «done»
    }

    private static void backtrack(int[] sorted, int start, int remaining, List<Integer> path,
            List<List<Integer>> result) {
        if (remaining == 0) {
            result.add(new ArrayList<>(path));  «solution»
            return;
        }
        for (int i = start; i < sorted.length; i++) {
            if (sorted[i] > remaining) break;  «prune»
            path.add(sorted[i]);  «choose»
            backtrack(sorted, i, remaining - sorted[i], path, result);
            path.remove(path.size() - 1);  «unchoose»
        }
    }

    public static void main(String[] args) {
        System.out.println(combinationSum(new int[] {2, 3, 6, 7}, 7));
    }
}
`,
  ),
};
