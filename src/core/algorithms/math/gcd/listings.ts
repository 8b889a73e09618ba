import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const gcdCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// a, b: whole numbers, at least 1
function gcd(a, b) {
  while (b !== 0) {
    const r = a % b;  «divide»
    a = b;
    b = r;
  }
  return a;  «done»
}

console.log(gcd(48, 18));
`,
  ),
  python: listing(
    'python',
    `
# a, b: whole numbers, at least 1
def gcd(a, b):
    while b != 0:
        r = a % b  «divide»
        a = b
        b = r
    return a  «done»


if __name__ == "__main__":
    print(gcd(48, 18))
`,
  ),
  java: listing(
    'java',
    `
public class Gcd {
    // a, b: whole numbers, at least 1
    public static long gcd(long a, long b) {
        while (b != 0) {
            long r = a % b;  «divide»
            a = b;
            b = r;
        }
        return a;  «done»
    }

    public static void main(String[] args) {
        System.out.println(gcd(48, 18));
    }
}
`,
  ),
};
