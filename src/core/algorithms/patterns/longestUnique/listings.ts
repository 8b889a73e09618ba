import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const longestUniqueCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// The length of the longest substring of s with no character twice
function longestUnique(s) {
  const lastSeen = new Map();
  let left = 0, best = 0;
  for (let right = 0; right < s.length; right++) {
    const ch = s[right];
    if (lastSeen.has(ch) && lastSeen.get(ch) >= left) left = lastSeen.get(ch) + 1;  «jump»
    lastSeen.set(ch, right);  «see»
    if (right - left + 1 > best) best = right - left + 1;  «better»
  }
  return best;  «done»
}

console.log(longestUnique('abcabcbb'));
`,
  ),
  python: listing(
    'python',
    `
# The length of the longest substring of s with no character twice
def longest_unique(s):
    last_seen = {}
    left = best = 0
    for right, ch in enumerate(s):
        if last_seen.get(ch, -1) >= left:
            left = last_seen[ch] + 1  «jump»
        last_seen[ch] = right  «see»
        if right - left + 1 > best:
            best = right - left + 1  «better»
    return best  «done»


if __name__ == "__main__":
    print(longest_unique("abcabcbb"))
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class LongestUnique {
    // The length of the longest substring of s with no character twice
    public static int longestUnique(String s) {
        Map<Character, Integer> lastSeen = new HashMap<>();
        int left = 0, best = 0;
        for (int right = 0; right < s.length(); right++) {
            char ch = s.charAt(right);
            if (lastSeen.getOrDefault(ch, -1) >= left) left = lastSeen.get(ch) + 1;  «jump»
            lastSeen.put(ch, right);  «see»
            if (right - left + 1 > best) best = right - left + 1;  «better»
        }
        return best;  «done»
    }

    public static void main(String[] args) {
        System.out.println(longestUnique("abcabcbb"));
    }
}
`,
  ),
};
