import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const rabinKarpCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// Every shift at which pattern occurs in text: hashes first, characters only when the hashes agree
function rabinKarp(text, pattern) {
  const d = 10, q = 13;  // base and modulus of the hash
  const n = text.length, m = pattern.length;
  let high = 1;  // d^(m-1) mod q: the weight of a window's first character
  for (let i = 1; i < m; i++) high = (high * d) % q;
  let p = 0, t = 0;
  for (let i = 0; i < m; i++) p = (p * d + pattern.charCodeAt(i)) % q;  «hash-pattern»
  for (let i = 0; i < m; i++) t = (t * d + text.charCodeAt(i)) % q;  «hash-window»
  const found = [];
  for (let s = 0; s <= n - m; s++) {
    if (p === t) {  «check-hash»
      let j = 0;
      while (j < m && text[s + j] === pattern[j]) j++;  «compare»
      if (j === m) found.push(s);  «found,spurious»
    }
    if (s < n - m) t = ((t - ((text.charCodeAt(s) * high) % q) + q) * d + text.charCodeAt(s + m)) % q;  «roll»
  }
  return found;  «done»
}

console.log(rabinKarp('2359023141526739921', '31415'));
`,
  ),
  python: listing(
    'python',
    `
# Every shift at which pattern occurs in text: hashes first, characters only when the hashes agree
def rabin_karp(text, pattern):
    d, q = 10, 13  # base and modulus of the hash
    n, m = len(text), len(pattern)
    high = pow(d, m - 1, q)  # d^(m-1) mod q: the weight of a window's first character
    p = t = 0
    for i in range(m):
        p = (p * d + ord(pattern[i])) % q  «hash-pattern»
    for i in range(m):
        t = (t * d + ord(text[i])) % q  «hash-window»
    found = []
    for s in range(n - m + 1):
        if p == t:  «check-hash»
            j = 0
            while j < m and text[s + j] == pattern[j]:  «compare»
                j += 1
            if j == m:  «found,spurious»
                found.append(s)
        if s < n - m:
            t = ((t - ord(text[s]) * high) * d + ord(text[s + m])) % q  «roll»
    return found  «done»


if __name__ == "__main__":
    print(rabin_karp("2359023141526739921", "31415"))
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class RabinKarp {
    // Every shift at which pattern occurs in text: hashes first, characters only when the hashes agree
    public static List<Integer> rabinKarp(String text, String pattern) {
        int d = 10, q = 13;  // base and modulus of the hash
        int n = text.length(), m = pattern.length();
        int high = 1;  // d^(m-1) mod q: the weight of a window's first character
        for (int i = 1; i < m; i++) high = (high * d) % q;
        int p = 0, t = 0;
        for (int i = 0; i < m; i++) p = (p * d + pattern.charAt(i)) % q;  «hash-pattern»
        for (int i = 0; i < m; i++) t = (t * d + text.charAt(i)) % q;  «hash-window»
        List<Integer> found = new ArrayList<>();
        for (int s = 0; s <= n - m; s++) {
            if (p == t) {  «check-hash»
                int j = 0;
                while (j < m && text.charAt(s + j) == pattern.charAt(j)) j++;  «compare»
                if (j == m) found.add(s);  «found,spurious»
            }
            if (s < n - m) t = ((t - (text.charAt(s) * high) % q + q) * d + text.charAt(s + m)) % q;  «roll»
        }
        return found;  «done»
    }

    public static void main(String[] args) {
        System.out.println(rabinKarp("2359023141526739921", "31415"));
    }
}
`,
  ),
};
