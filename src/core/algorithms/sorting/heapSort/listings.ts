import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const heapSortCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
function heapSort(arr) {
  const n = arr.length;
  // Build a max-heap: sift every parent down, the last parent first.
  for (let start = Math.floor(n / 2) - 1; start >= 0; start--) {  «build»
    siftDown(arr, start, n);
  }
  for (let end = n - 1; end > 0; end--) {  «next-max»
    // The root is the largest value left: swap it to its final place.
    [arr[0], arr[end]] = [arr[end], arr[0]];  «extract»
    siftDown(arr, 0, end);
  }
  return arr;  «done»
}

function siftDown(arr, root, size) {
  let left = 2 * root + 1;
  while (left < size) {
    let largest = root;
    if (arr[left] > arr[largest]) largest = left;  «compare-left»
    const right = left + 1;
    if (right < size) {
      if (arr[right] > arr[largest]) largest = right;  «compare-right»
    }
    if (largest === root) return;
    [arr[root], arr[largest]] = [arr[largest], arr[root]];  «swap»
    root = largest;
    left = 2 * root + 1;
  }
}

console.log(heapSort([64, 34, 25, 12, 22, 11, 90]));
`,
  ),
  python: listing(
    'python',
    `
def heap_sort(arr):
    n = len(arr)
    # Build a max-heap: sift every parent down, the last parent first.
    for start in range(n // 2 - 1, -1, -1):  «build»
        sift_down(arr, start, n)
    for end in range(n - 1, 0, -1):  «next-max»
        # The root is the largest value left: swap it to its final place.
        arr[0], arr[end] = arr[end], arr[0]  «extract»
        sift_down(arr, 0, end)
    return arr  «done»


def sift_down(arr, root, size):
    left = 2 * root + 1
    while left < size:
        largest = root
        if arr[left] > arr[largest]:  «compare-left»
            largest = left
        right = left + 1
        if right < size:
            if arr[right] > arr[largest]:  «compare-right»
                largest = right
        if largest == root:
            return
        arr[root], arr[largest] = arr[largest], arr[root]  «swap»
        root = largest
        left = 2 * root + 1


if __name__ == "__main__":
    print(heap_sort([64, 34, 25, 12, 22, 11, 90]))
`,
  ),
  java: listing(
    'java',
    `
import java.util.Arrays;

public class HeapSort {
    public static void heapSort(int[] arr) {
        int n = arr.length;
        // Build a max-heap: sift every parent down, the last parent first.
        for (int start = n / 2 - 1; start >= 0; start--) {  «build»
            siftDown(arr, start, n);
        }
        for (int end = n - 1; end > 0; end--) {  «next-max»
            // The root is the largest value left: swap it to its final place.
            int temp = arr[0];  «extract»
            arr[0] = arr[end];  «extract»
            arr[end] = temp;  «extract»
            siftDown(arr, 0, end);
        }
    }  «done»

    static void siftDown(int[] arr, int root, int size) {
        int left = 2 * root + 1;
        while (left < size) {
            int largest = root;
            if (arr[left] > arr[largest]) largest = left;  «compare-left»
            int right = left + 1;
            if (right < size) {
                if (arr[right] > arr[largest]) largest = right;  «compare-right»
            }
            if (largest == root) return;
            int temp = arr[root];  «swap»
            arr[root] = arr[largest];  «swap»
            arr[largest] = temp;  «swap»
            root = largest;
            left = 2 * root + 1;
        }
    }

    public static void main(String[] args) {
        int[] arr = {64, 34, 25, 12, 22, 11, 90};
        heapSort(arr);
        System.out.println(Arrays.toString(arr));
    }
}
`,
  ),
};
