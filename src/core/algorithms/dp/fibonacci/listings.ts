import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const fibRecursiveCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// fib(n) by the definition: every call makes two more (n <= 10 here)
function fib(n) {  «rec-call»
  if (n < 2) return n;  «rec-base»
  return fib(n - 1) + fib(n - 2);  «rec-add»
}

console.log(fib(10));
`,
  ),
  python: listing(
    'python',
    `
# fib(n) by the definition: every call makes two more (n <= 10 here)
def fib(n):  «rec-call»
    if n < 2:  «rec-base»
        return n
    return fib(n - 1) + fib(n - 2)  «rec-add»


if __name__ == "__main__":
    print(fib(10))
`,
  ),
  java: listing(
    'java',
    `
public class Fib {
    // fib(n) by the definition: every call makes two more (n <= 10 here)
    public static long fib(int n) {  «rec-call»
        if (n < 2) return n;  «rec-base»
        return fib(n - 1) + fib(n - 2);  «rec-add»
    }

    public static void main(String[] args) {
        System.out.println(fib(10));
    }
}
`,
  ),
};

export const fibMemoCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// fib(n) with a cache: each fib(k) is worked out once
function fibMemo(n, memo = new Map()) {  «memo-call»
  if (memo.has(n)) return memo.get(n);  «memo-hit»
  if (n < 2) return n;  «memo-base»
  const value = fibMemo(n - 1, memo) + fibMemo(n - 2, memo);
  memo.set(n, value);  «memo-store»
  return value;
}

console.log(fibMemo(30));
`,
  ),
  python: listing(
    'python',
    `
# fib(n) with a cache: each fib(k) is worked out once
def fib_memo(n, memo=None):  «memo-call»
    if memo is None:
        memo = {}
    if n in memo:  «memo-hit»
        return memo[n]
    if n < 2:  «memo-base»
        return n
    value = fib_memo(n - 1, memo) + fib_memo(n - 2, memo)
    memo[n] = value  «memo-store»
    return value


if __name__ == "__main__":
    print(fib_memo(30))
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class FibMemo {
    // fib(n) with a cache: each fib(k) is worked out once
    public static long fibMemo(int n, Map<Integer, Long> memo) {  «memo-call»
        if (memo.containsKey(n)) return memo.get(n);  «memo-hit»
        if (n < 2) return n;  «memo-base»
        long value = fibMemo(n - 1, memo) + fibMemo(n - 2, memo);
        memo.put(n, value);  «memo-store»
        return value;
    }

    public static void main(String[] args) {
        System.out.println(fibMemo(30, new HashMap<>()));
    }
}
`,
  ),
};

export const fibTableCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// fib(n) bottom up: dp[i] from the two cells before it
function fibTable(n) {
  const dp = [0, 1];  «tab-init»
  for (let i = 2; i <= n; i++) {
    dp[i] = dp[i - 1] + dp[i - 2];  «tab-fill»
  }
  return dp[n];  «tab-done»
}

console.log(fibTable(30));
`,
  ),
  python: listing(
    'python',
    `
# fib(n) bottom up: dp[i] from the two cells before it
def fib_table(n):
    dp = [0, 1]  «tab-init»
    for i in range(2, n + 1):
        dp.append(dp[i - 1] + dp[i - 2])  «tab-fill»
    return dp[n]  «tab-done»


if __name__ == "__main__":
    print(fib_table(30))
`,
  ),
  java: listing(
    'java',
    `
public class FibTable {
    // fib(n) bottom up: dp[i] from the two cells before it
    public static long fibTable(int n) {
        long[] dp = new long[Math.max(2, n + 1)];
        dp[0] = 0;  «tab-init»
        dp[1] = 1;
        for (int i = 2; i <= n; i++) {
            dp[i] = dp[i - 1] + dp[i - 2];  «tab-fill»
        }
        return dp[n];  «tab-done»
    }

    public static void main(String[] args) {
        System.out.println(fibTable(30));
    }
}
`,
  ),
};
