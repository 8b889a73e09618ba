import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const mergeSortCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
function mergeSort(arr, lo = 0, hi = arr.length - 1) {
  if (lo >= hi) return arr;
  const mid = Math.floor((lo + hi) / 2);  «split»
  mergeSort(arr, lo, mid);
  mergeSort(arr, mid + 1, hi);
  merge(arr, lo, mid, hi);  «merge»
  return arr;  «done»
}

function merge(arr, lo, mid, hi) {
  const left = arr.slice(lo, mid + 1);
  const right = arr.slice(mid + 1, hi + 1);
  let i = 0;
  let j = 0;
  let k = lo;
  while (i < left.length && j < right.length) {
    if (left[i] <= right[j]) {  «compare»
      arr[k++] = left[i++];  «take-left»
    } else {
      arr[k++] = right[j++];  «take-right»
    }
  }
  while (i < left.length) {
    arr[k++] = left[i++];  «copy-left»
  }
  while (j < right.length) {
    arr[k++] = right[j++];  «copy-right»
  }
}

console.log(mergeSort([64, 34, 25, 12, 22, 11, 90]));
`,
  ),
  python: listing(
    'python',
    `
def merge_sort(arr, lo=0, hi=None):
    if hi is None:
        hi = len(arr) - 1
    if lo >= hi:
        return arr
    mid = (lo + hi) // 2  «split»
    merge_sort(arr, lo, mid)
    merge_sort(arr, mid + 1, hi)
    merge(arr, lo, mid, hi)  «merge»
    return arr  «done»


def merge(arr, lo, mid, hi):
    left = arr[lo:mid + 1]
    right = arr[mid + 1:hi + 1]
    i = j = 0
    k = lo
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:  «compare»
            arr[k] = left[i]  «take-left»
            i += 1
        else:
            arr[k] = right[j]  «take-right»
            j += 1
        k += 1
    while i < len(left):
        arr[k] = left[i]  «copy-left»
        i += 1
        k += 1
    while j < len(right):
        arr[k] = right[j]  «copy-right»
        j += 1
        k += 1


if __name__ == "__main__":
    print(merge_sort([64, 34, 25, 12, 22, 11, 90]))
`,
  ),
  java: listing(
    'java',
    `
import java.util.Arrays;

public class MergeSort {
    public static void mergeSort(int[] arr) {
        mergeSort(arr, 0, arr.length - 1);
    }  «done»

    private static void mergeSort(int[] arr, int lo, int hi) {
        if (lo >= hi) {
            return;
        }
        int mid = lo + (hi - lo) / 2; // (lo + hi) / 2 without int overflow  «split»
        mergeSort(arr, lo, mid);
        mergeSort(arr, mid + 1, hi);
        merge(arr, lo, mid, hi);  «merge»
    }

    private static void merge(int[] arr, int lo, int mid, int hi) {
        int[] left = Arrays.copyOfRange(arr, lo, mid + 1);
        int[] right = Arrays.copyOfRange(arr, mid + 1, hi + 1);
        int i = 0;
        int j = 0;
        int k = lo;
        while (i < left.length && j < right.length) {
            if (left[i] <= right[j]) {  «compare»
                arr[k++] = left[i++];  «take-left»
            } else {
                arr[k++] = right[j++];  «take-right»
            }
        }
        while (i < left.length) {
            arr[k++] = left[i++];  «copy-left»
        }
        while (j < right.length) {
            arr[k++] = right[j++];  «copy-right»
        }
    }

    public static void main(String[] args) {
        int[] arr = {64, 34, 25, 12, 22, 11, 90};
        mergeSort(arr);
        System.out.println(Arrays.toString(arr));
    }
}
`,
  ),
};
