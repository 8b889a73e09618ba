import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const naiveMatchCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// Every shift at which pattern occurs in text, trying each shift in turn
function naiveMatch(text, pattern) {
  const n = text.length, m = pattern.length;
  const found = [];
  for (let s = 0; s <= n - m; s++) {
    let j = 0;  «shift»
    while (j < m && text[s + j] === pattern[j]) j++;  «compare»
    if (j === m) found.push(s);  «found»
  }
  return found;  «done»
}

console.log(naiveMatch('abababacaba', 'ababaca'));
`,
  ),
  python: listing(
    'python',
    `
# Every shift at which pattern occurs in text, trying each shift in turn
def naive_match(text, pattern):
    n, m = len(text), len(pattern)
    found = []
    for s in range(n - m + 1):
        j = 0  «shift»
        while j < m and text[s + j] == pattern[j]:  «compare»
            j += 1
        if j == m:
            found.append(s)  «found»
    return found  «done»


if __name__ == "__main__":
    print(naive_match("abababacaba", "ababaca"))
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class NaiveMatch {
    // Every shift at which pattern occurs in text, trying each shift in turn
    public static List<Integer> naiveMatch(String text, String pattern) {
        int n = text.length(), m = pattern.length();
        List<Integer> found = new ArrayList<>();
        for (int s = 0; s <= n - m; s++) {
            int j = 0;  «shift»
            while (j < m && text.charAt(s + j) == pattern.charAt(j)) j++;  «compare»
            if (j == m) found.add(s);  «found»
        }
        return found;  «done»
    }

    public static void main(String[] args) {
        System.out.println(naiveMatch("abababacaba", "ababaca"));
    }
}
`,
  ),
};
