import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const lisQuadraticCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// a longest strictly increasing subsequence, O(n^2): the earliest predecessor, the earliest end
function lis(a) {
  const n = a.length;
  const dp = [];
  const prev = [];
  for (let i = 0; i < n; i++) {
    dp[i] = 1;  «init»
    prev[i] = -1;
    for (let j = 0; j < i; j++) {
      if (a[j] < a[i] && dp[j] + 1 > dp[i]) {  «compare»
        dp[i] = dp[j] + 1;  «extend»
        prev[i] = j;
      }
    }
  }
  let end = 0;
  for (let i = 1; i < n; i++) {
    if (dp[i] > dp[end]) end = i;  «best»
  }
  const out = [];
  for (let k = end; k !== -1; k = prev[k]) {
    out.unshift(a[k]);  «trace»
  }
  return out;  «done»
}

console.log(lis([10, 9, 2, 5, 3, 7, 101, 18]));
`,
  ),
  python: listing(
    'python',
    `
# a longest strictly increasing subsequence, O(n^2): the earliest predecessor, the earliest end
def lis(a):
    n = len(a)
    dp = [1] * n
    prev = [-1] * n
    for i in range(n):
        dp[i] = 1  «init»
        for j in range(i):
            if a[j] < a[i] and dp[j] + 1 > dp[i]:  «compare»
                dp[i] = dp[j] + 1  «extend»
                prev[i] = j
    end = 0
    for i in range(1, n):
        if dp[i] > dp[end]:  «best»
            end = i
    out = []
    k = end
    while k != -1:
        out.insert(0, a[k])  «trace»
        k = prev[k]
    return out  «done»


if __name__ == "__main__":
    print(lis([10, 9, 2, 5, 3, 7, 101, 18]))
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class Lis {
    // a longest strictly increasing subsequence, O(n^2): the earliest predecessor, the earliest end
    public static List<Integer> lis(int[] a) {
        int n = a.length;
        int[] dp = new int[n];
        int[] prev = new int[n];
        for (int i = 0; i < n; i++) {
            dp[i] = 1;  «init»
            prev[i] = -1;
            for (int j = 0; j < i; j++) {
                if (a[j] < a[i] && dp[j] + 1 > dp[i]) {  «compare»
                    dp[i] = dp[j] + 1;  «extend»
                    prev[i] = j;
                }
            }
        }
        int end = 0;
        for (int i = 1; i < n; i++) {
            if (dp[i] > dp[end]) end = i;  «best»
        }
        List<Integer> out = new ArrayList<>();
        for (int k = end; k != -1; k = prev[k]) {
            out.add(0, a[k]);  «trace»
        }
        return out;  «done»
    }

    public static void main(String[] args) {
        System.out.println(lis(new int[] {10, 9, 2, 5, 3, 7, 101, 18}));
    }
}
`,
  ),
};

export const lisPatienceCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// a longest strictly increasing subsequence, O(n log n): patience piles with back-pointers
function lisPatience(a) {
  const tops = []; // tops[k]: the index of the card on top of pile k
  const prev = []; // prev[i]: the top of the pile to the left when a[i] was placed
  for (let i = 0; i < a.length; i++) {
    let lo = 0;
    let hi = tops.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (a[tops[mid]] < a[i]) lo = mid + 1;  «probe»
      else hi = mid;
    }
    prev[i] = lo > 0 ? tops[lo - 1] : -1;  «place»
    tops[lo] = i;
  }
  const out = [];
  for (let k = tops[tops.length - 1]; k !== -1; k = prev[k]) {
    out.unshift(a[k]);  «trace»
  }
  return out;  «done»
}

console.log(lisPatience([10, 9, 2, 5, 3, 7, 101, 18]));
`,
  ),
  python: listing(
    'python',
    `
# a longest strictly increasing subsequence, O(n log n): patience piles with back-pointers
def lis_patience(a):
    tops = []  # tops[k]: the index of the card on top of pile k
    prev = []  # prev[i]: the top of the pile to the left when a[i] was placed
    for i in range(len(a)):
        lo, hi = 0, len(tops)
        while lo < hi:
            mid = (lo + hi) // 2
            if a[tops[mid]] < a[i]:  «probe»
                lo = mid + 1
            else:
                hi = mid
        prev.append(tops[lo - 1] if lo > 0 else -1)  «place»
        if lo == len(tops):
            tops.append(i)
        else:
            tops[lo] = i
    out = []
    k = tops[-1]
    while k != -1:
        out.insert(0, a[k])  «trace»
        k = prev[k]
    return out  «done»


if __name__ == "__main__":
    print(lis_patience([10, 9, 2, 5, 3, 7, 101, 18]))
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class LisPatience {
    // a longest strictly increasing subsequence, O(n log n): patience piles with back-pointers
    public static List<Integer> lisPatience(int[] a) {
        List<Integer> tops = new ArrayList<>(); // the index of the card on top of each pile
        int[] prev = new int[a.length]; // the top of the pile to the left when a[i] was placed
        for (int i = 0; i < a.length; i++) {
            int lo = 0;
            int hi = tops.size();
            while (lo < hi) {
                int mid = (lo + hi) / 2;
                if (a[tops.get(mid)] < a[i]) lo = mid + 1;  «probe»
                else hi = mid;
            }
            prev[i] = lo > 0 ? tops.get(lo - 1) : -1;  «place»
            if (lo == tops.size()) tops.add(i);
            else tops.set(lo, i);
        }
        List<Integer> out = new ArrayList<>();
        for (int k = tops.get(tops.size() - 1); k != -1; k = prev[k]) {
            out.add(0, a[k]);  «trace»
        }
        return out;  «done»
    }

    public static void main(String[] args) {
        System.out.println(lisPatience(new int[] {10, 9, 2, 5, 3, 7, 101, 18}));
    }
}
`,
  ),
};
