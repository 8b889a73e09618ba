import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const factorizationCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// the prime factors of n (2 <= n <= 10^12), smallest first
function factorization(n) {
  const factors = [];
  for (let d = 2; d * d <= n; d++) {
    while (n % d === 0) {  «try»
      factors.push(d);  «divide»
      n /= d;
    }
  }
  if (n > 1) factors.push(n);  «last»
  return factors;  «done»
}

console.log(factorization(360));
`,
  ),
  python: listing(
    'python',
    `
# the prime factors of n (n >= 2), smallest first
def factorization(n):
    factors = []
    d = 2
    while d * d <= n:
        while n % d == 0:  «try»
            factors.append(d)  «divide»
            n //= d
        d += 1
    if n > 1:  «last»
        factors.append(n)
    return factors  «done»


if __name__ == "__main__":
    print(factorization(360))
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class Factorization {
    // the prime factors of n (n >= 2), smallest first
    public static List<Long> factorization(long n) {
        List<Long> factors = new ArrayList<>();
        for (long d = 2; d * d <= n; d++) {
            while (n % d == 0) {  «try»
                factors.add(d);  «divide»
                n /= d;
            }
        }
        if (n > 1) factors.add(n);  «last»
        return factors;  «done»
    }

    public static void main(String[] args) {
        System.out.println(factorization(360));
    }
}
`,
  ),
};
