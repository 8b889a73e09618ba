import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const linearSearchCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
function linearSearch(arr, target) {
  for (let i = 0; i < arr.length; i++) {
    if (arr[i] === target) {  «compare»
      return i;  «found»
    }
  }
  return -1;  «not-found»
}

console.log(linearSearch([34, 7, 23, 32, 5, 62], 32));
`,
  ),
  python: listing(
    'python',
    `
def linear_search(arr, target):
    for i in range(len(arr)):
        if arr[i] == target:  «compare»
            return i  «found»
    return -1  «not-found»


if __name__ == "__main__":
    print(linear_search([34, 7, 23, 32, 5, 62], 32))
`,
  ),
  java: listing(
    'java',
    `
public class LinearSearch {
    public static int linearSearch(int[] arr, int target) {
        for (int i = 0; i < arr.length; i++) {
            if (arr[i] == target) {  «compare»
                return i;  «found»
            }
        }
        return -1;  «not-found»
    }

    public static void main(String[] args) {
        System.out.println(linearSearch(new int[] {34, 7, 23, 32, 5, 62}, 32));
    }
}
`,
  ),
};
