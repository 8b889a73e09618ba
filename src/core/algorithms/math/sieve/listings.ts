import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const sieveCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// the primes from 2 to n
function sieve(n) {
  const isPrime = new Array(n + 1).fill(true);
  for (let p = 2; p * p <= n; p++) {
    if (!isPrime[p]) continue;  «check»
    for (let m = p * p; m <= n; m += p) {
      isPrime[m] = false;  «cross»
    }
  }
  const primes = [];
  for (let k = 2; k <= n; k++) {
    if (isPrime[k]) primes.push(k);  «collect»
  }
  return primes;  «done»
}

console.log(sieve(30));
`,
  ),
  python: listing(
    'python',
    `
# the primes from 2 to n
def sieve(n):
    is_prime = [True] * (n + 1)
    p = 2
    while p * p <= n:
        if is_prime[p]:  «check»
            for m in range(p * p, n + 1, p):
                is_prime[m] = False  «cross»
        p += 1
    primes = [k for k in range(2, n + 1) if is_prime[k]]  «collect»
    return primes  «done»


if __name__ == "__main__":
    print(sieve(30))
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class Sieve {
    // the primes from 2 to n
    public static List<Integer> sieve(int n) {
        boolean[] crossed = new boolean[n + 1];
        for (int p = 2; p * p <= n; p++) {
            if (crossed[p]) continue;  «check»
            for (int m = p * p; m <= n; m += p) {
                crossed[m] = true;  «cross»
            }
        }
        List<Integer> primes = new ArrayList<>();
        for (int k = 2; k <= n; k++) {
            if (!crossed[k]) primes.add(k);  «collect»
        }
        return primes;  «done»
    }

    public static void main(String[] args) {
        System.out.println(sieve(30));
    }
}
`,
  ),
};
