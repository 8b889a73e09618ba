import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const kmpCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// Every shift at which pattern occurs in text, never moving back in the text
function kmp(text, pattern) {
  const n = text.length, m = pattern.length;
  const pi = new Array(m).fill(0);  // pi[q]: longest proper prefix of pattern[0..q] that is also its suffix
  let k = 0;
  for (let q = 1; q < m; q++) {
    while (k > 0 && pattern[k] !== pattern[q]) k = pi[k - 1];  «table-compare,table-fall»
    if (pattern[k] === pattern[q]) k++;  «table-compare»
    pi[q] = k;  «table-set»
  }
  const found = [];
  let q = 0;  // how many characters of the pattern match so far
  for (let i = 0; i < n; i++) {
    while (q > 0 && pattern[q] !== text[i]) q = pi[q - 1];  «compare,fall-back»
    if (pattern[q] === text[i]) q++;  «compare»
    if (q === m) {
      found.push(i - m + 1);  «found»
      q = pi[q - 1];
    }
  }
  return found;  «done»
}

console.log(kmp('abababacaba', 'ababaca'));
`,
  ),
  python: listing(
    'python',
    `
# Every shift at which pattern occurs in text, never moving back in the text
def kmp(text, pattern):
    n, m = len(text), len(pattern)
    pi = [0] * m  # pi[q]: longest proper prefix of pattern[0..q] that is also its suffix
    k = 0
    for q in range(1, m):
        while k > 0 and pattern[k] != pattern[q]:  «table-compare»
            k = pi[k - 1]  «table-fall»
        if pattern[k] == pattern[q]:  «table-compare»
            k += 1
        pi[q] = k  «table-set»
    found = []
    q = 0  # how many characters of the pattern match so far
    for i in range(n):
        while q > 0 and pattern[q] != text[i]:  «compare»
            q = pi[q - 1]  «fall-back»
        if pattern[q] == text[i]:  «compare»
            q += 1
        if q == m:
            found.append(i - m + 1)  «found»
            q = pi[q - 1]
    return found  «done»


if __name__ == "__main__":
    print(kmp("abababacaba", "ababaca"))
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class Kmp {
    // Every shift at which pattern occurs in text, never moving back in the text
    public static List<Integer> kmp(String text, String pattern) {
        int n = text.length(), m = pattern.length();
        int[] pi = new int[m];  // pi[q]: longest proper prefix of pattern[0..q] that is also its suffix
        int k = 0;
        for (int q = 1; q < m; q++) {
            while (k > 0 && pattern.charAt(k) != pattern.charAt(q)) k = pi[k - 1];  «table-compare,table-fall»
            if (pattern.charAt(k) == pattern.charAt(q)) k++;  «table-compare»
            pi[q] = k;  «table-set»
        }
        List<Integer> found = new ArrayList<>();
        int q = 0;  // how many characters of the pattern match so far
        for (int i = 0; i < n; i++) {
            while (q > 0 && pattern.charAt(q) != text.charAt(i)) q = pi[q - 1];  «compare,fall-back»
            if (pattern.charAt(q) == text.charAt(i)) q++;  «compare»
            if (q == m) {
                found.add(i - m + 1);  «found»
                q = pi[q - 1];
            }
        }
        return found;  «done»
    }

    public static void main(String[] args) {
        System.out.println(kmp("abababacaba", "ababaca"));
    }
}
`,
  ),
};
