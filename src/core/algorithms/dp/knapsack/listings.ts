import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const knapsackCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// 0/1 knapsack: the best value and the items taken (0-based); a tie leaves the item out
function knapsack(weights, values, capacity) {
  const n = weights.length;
  const dp = Array.from({ length: n + 1 }, () => new Array(capacity + 1).fill(0));  «init»
  for (let i = 1; i <= n; i++) {
    const w = weights[i - 1];
    const v = values[i - 1];
    for (let c = 0; c <= capacity; c++) {
      if (w > c) {
        dp[i][c] = dp[i - 1][c];  «skip»
      } else {
        dp[i][c] = Math.max(dp[i - 1][c], v + dp[i - 1][c - w]);  «compare»
      }
    }
  }
  const chosen = [];
  let c = capacity;
  for (let i = n; i >= 1; i--) {
    if (dp[i][c] !== dp[i - 1][c]) {  «trace»
      chosen.unshift(i - 1);
      c -= weights[i - 1];
    }
  }
  return { best: dp[n][capacity], chosen };  «done»
}

console.log(knapsack([1, 3, 4, 5], [1, 4, 5, 7], 7));
`,
  ),
  python: listing(
    'python',
    `
# 0/1 knapsack: the best value and the items taken (0-based); a tie leaves the item out
def knapsack(weights, values, capacity):
    n = len(weights)
    dp = [[0] * (capacity + 1) for _ in range(n + 1)]  «init»
    for i in range(1, n + 1):
        w = weights[i - 1]
        v = values[i - 1]
        for c in range(capacity + 1):
            if w > c:
                dp[i][c] = dp[i - 1][c]  «skip»
            else:
                dp[i][c] = max(dp[i - 1][c], v + dp[i - 1][c - w])  «compare»
    chosen = []
    c = capacity
    for i in range(n, 0, -1):
        if dp[i][c] != dp[i - 1][c]:  «trace»
            chosen.insert(0, i - 1)
            c -= weights[i - 1]
    return dp[n][capacity], chosen  «done»


if __name__ == "__main__":
    print(knapsack([1, 3, 4, 5], [1, 4, 5, 7], 7))
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class Knapsack {
    public record Result(int best, List<Integer> chosen) {}

    // 0/1 knapsack: the best value and the items taken (0-based); a tie leaves the item out
    public static Result knapsack(int[] weights, int[] values, int capacity) {
        int n = weights.length;
        int[][] dp = new int[n + 1][capacity + 1];  «init»
        for (int i = 1; i <= n; i++) {
            int w = weights[i - 1];
            int v = values[i - 1];
            for (int c = 0; c <= capacity; c++) {
                if (w > c) {
                    dp[i][c] = dp[i - 1][c];  «skip»
                } else {
                    dp[i][c] = Math.max(dp[i - 1][c], v + dp[i - 1][c - w]);  «compare»
                }
            }
        }
        List<Integer> chosen = new ArrayList<>();
        int c = capacity;
        for (int i = n; i >= 1; i--) {
            if (dp[i][c] != dp[i - 1][c]) {  «trace»
                chosen.add(0, i - 1);
                c -= weights[i - 1];
            }
        }
        return new Result(dp[n][capacity], chosen);  «done»
    }

    public static void main(String[] args) {
        System.out.println(knapsack(new int[] {1, 3, 4, 5}, new int[] {1, 4, 5, 7}, 7));
    }
}
`,
  ),
};
