import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const binarySearchCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// arr must be sorted in ascending order.
function binarySearch(arr, target) {
  let lo = 0;
  let hi = arr.length - 1;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);  «mid»
    if (arr[mid] < target) {
      lo = mid + 1; // the target can only be in the right half  «go-right»
    } else if (arr[mid] > target) {
      hi = mid - 1; // the target can only be in the left half  «go-left»
    } else {
      return mid; // arr[mid] === target  «compare,found»
    }
  }
  return -1;  «not-found»
}

console.log(binarySearch([2, 5, 8, 12, 16, 23, 38, 56, 72, 91], 23));
`,
  ),
  python: listing(
    'python',
    `
# arr must be sorted in ascending order.
def binary_search(arr, target):
    lo = 0
    hi = len(arr) - 1
    while lo <= hi:
        mid = (lo + hi) // 2  «mid»
        if arr[mid] < target:
            lo = mid + 1  # the target can only be in the right half  «go-right»
        elif arr[mid] > target:
            hi = mid - 1  # the target can only be in the left half  «go-left»
        else:
            return mid  # arr[mid] == target  «compare,found»
    return -1  «not-found»


if __name__ == "__main__":
    print(binary_search([2, 5, 8, 12, 16, 23, 38, 56, 72, 91], 23))
`,
  ),
  java: listing(
    'java',
    `
public class BinarySearch {
    // arr must be sorted in ascending order.
    public static int binarySearch(int[] arr, int target) {
        int lo = 0;
        int hi = arr.length - 1;
        while (lo <= hi) {
            int mid = lo + (hi - lo) / 2; // (lo + hi) / 2 without int overflow  «mid»
            if (arr[mid] < target) {
                lo = mid + 1; // the target can only be in the right half  «go-right»
            } else if (arr[mid] > target) {
                hi = mid - 1; // the target can only be in the left half  «go-left»
            } else {
                return mid; // arr[mid] == target  «compare,found»
            }
        }
        return -1;  «not-found»
    }

    public static void main(String[] args) {
        System.out.println(binarySearch(new int[] {2, 5, 8, 12, 16, 23, 38, 56, 72, 91}, 23));
    }
}
`,
  ),
};
