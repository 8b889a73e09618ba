import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const lcsCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// a longest common subsequence of a and b; on a tie the traceback goes up
function lcs(a, b) {
  const m = a.length;
  const n = b.length;
  const dp = Array.from({ length: m + 1 }, () => new Array(n + 1).fill(0));  «init»
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      if (a[i - 1] === b[j - 1]) {
        dp[i][j] = dp[i - 1][j - 1] + 1;  «match»
      } else {
        dp[i][j] = Math.max(dp[i - 1][j], dp[i][j - 1]);  «differ»
      }
    }
  }
  let out = '';
  let i = m;
  let j = n;
  while (i > 0 && j > 0) {
    if (a[i - 1] === b[j - 1]) {  «trace»
      out = a[i - 1] + out;
      i--;
      j--;
    } else if (dp[i - 1][j] >= dp[i][j - 1]) {
      i--;
    } else {
      j--;
    }
  }
  return out;  «done»
}

console.log(lcs('ABCBDAB', 'BDCABA'));
`,
  ),
  python: listing(
    'python',
    `
# a longest common subsequence of a and b; on a tie the traceback goes up
def lcs(a, b):
    m, n = len(a), len(b)
    dp = [[0] * (n + 1) for _ in range(m + 1)]  «init»
    for i in range(1, m + 1):
        for j in range(1, n + 1):
            if a[i - 1] == b[j - 1]:
                dp[i][j] = dp[i - 1][j - 1] + 1  «match»
            else:
                dp[i][j] = max(dp[i - 1][j], dp[i][j - 1])  «differ»
    out = ""
    i, j = m, n
    while i > 0 and j > 0:
        if a[i - 1] == b[j - 1]:  «trace»
            out = a[i - 1] + out
            i -= 1
            j -= 1
        elif dp[i - 1][j] >= dp[i][j - 1]:
            i -= 1
        else:
            j -= 1
    return out  «done»


if __name__ == "__main__":
    print(lcs("ABCBDAB", "BDCABA"))
`,
  ),
  java: listing(
    'java',
    `
public class Lcs {
    // a longest common subsequence of a and b; on a tie the traceback goes up
    public static String lcs(String a, String b) {
        int m = a.length();
        int n = b.length();
        int[][] dp = new int[m + 1][n + 1];  «init»
        for (int i = 1; i <= m; i++) {
            for (int j = 1; j <= n; j++) {
                if (a.charAt(i - 1) == b.charAt(j - 1)) {
                    dp[i][j] = dp[i - 1][j - 1] + 1;  «match»
                } else {
                    dp[i][j] = Math.max(dp[i - 1][j], dp[i][j - 1]);  «differ»
                }
            }
        }
        StringBuilder out = new StringBuilder();
        int i = m;
        int j = n;
        while (i > 0 && j > 0) {
            if (a.charAt(i - 1) == b.charAt(j - 1)) {  «trace»
                out.insert(0, a.charAt(i - 1));
                i--;
                j--;
            } else if (dp[i - 1][j] >= dp[i][j - 1]) {
                i--;
            } else {
                j--;
            }
        }
        return out.toString();  «done»
    }

    public static void main(String[] args) {
        System.out.println(lcs("ABCBDAB", "BDCABA"));
    }
}
`,
  ),
};
