import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const quickSortCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
function quickSort(arr, lo = 0, hi = arr.length - 1) {
  if (lo < hi) {
    const p = partition(arr, lo, hi);
    quickSort(arr, lo, p - 1);
    quickSort(arr, p + 1, hi);
  }
  return arr;  «done»
}

// Lomuto partition: the last element is the pivot.
function partition(arr, lo, hi) {
  const pivot = arr[hi];  «pivot»
  let i = lo;
  for (let j = lo; j < hi; j++) {
    if (arr[j] < pivot) {  «compare»
      // When i === j, arr[j] is already at the end of the left side.
      if (i !== j) {  «in-place»
        [arr[i], arr[j]] = [arr[j], arr[i]];  «swap»
      }
      i++;
    }
  }
  if (i !== hi) {  «pivot-in-place»
    [arr[i], arr[hi]] = [arr[hi], arr[i]];  «place-pivot»
  }
  return i;
}

console.log(quickSort([64, 34, 25, 12, 22, 11, 90]));
`,
  ),
  python: listing(
    'python',
    `
def quick_sort(arr, lo=0, hi=None):
    if hi is None:
        hi = len(arr) - 1
    if lo < hi:
        p = partition(arr, lo, hi)
        quick_sort(arr, lo, p - 1)
        quick_sort(arr, p + 1, hi)
    return arr  «done»


# Lomuto partition: the last element is the pivot.
def partition(arr, lo, hi):
    pivot = arr[hi]  «pivot»
    i = lo
    for j in range(lo, hi):
        if arr[j] < pivot:  «compare»
            # When i == j, arr[j] is already at the end of the left side.
            if i != j:  «in-place»
                arr[i], arr[j] = arr[j], arr[i]  «swap»
            i += 1
    if i != hi:  «pivot-in-place»
        arr[i], arr[hi] = arr[hi], arr[i]  «place-pivot»
    return i


if __name__ == "__main__":
    print(quick_sort([64, 34, 25, 12, 22, 11, 90]))
`,
  ),
  java: listing(
    'java',
    `
import java.util.Arrays;

public class QuickSort {
    public static void quickSort(int[] arr) {
        quickSort(arr, 0, arr.length - 1);
    }  «done»

    private static void quickSort(int[] arr, int lo, int hi) {
        if (lo < hi) {
            int p = partition(arr, lo, hi);
            quickSort(arr, lo, p - 1);
            quickSort(arr, p + 1, hi);
        }
    }

    // Lomuto partition: the last element is the pivot.
    private static int partition(int[] arr, int lo, int hi) {
        int pivot = arr[hi];  «pivot»
        int i = lo;
        for (int j = lo; j < hi; j++) {
            if (arr[j] < pivot) {  «compare»
                // When i == j, arr[j] is already at the end of the left side.
                if (i != j) {  «in-place»
                    swap(arr, i, j);  «swap»
                }
                i++;
            }
        }
        if (i != hi) {  «pivot-in-place»
            swap(arr, i, hi);  «place-pivot»
        }
        return i;
    }

    private static void swap(int[] arr, int i, int j) {
        int temp = arr[i];
        arr[i] = arr[j];
        arr[j] = temp;
    }

    public static void main(String[] args) {
        int[] arr = {64, 34, 25, 12, 22, 11, 90};
        quickSort(arr);
        System.out.println(Arrays.toString(arr));
    }
}
`,
  ),
};
