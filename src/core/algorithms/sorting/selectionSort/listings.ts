import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const selectionSortCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
function selectionSort(arr) {
  const n = arr.length;
  for (let i = 0; i < n - 1; i++) {
    let minIndex = i;
    for (let j = i + 1; j < n; j++) {
      if (arr[j] < arr[minIndex]) {  «compare»
        minIndex = j;
      }
    }
    if (minIndex !== i) {  «in-place»
      [arr[i], arr[minIndex]] = [arr[minIndex], arr[i]];  «swap»
    }
  }
  return arr;  «done»
}

console.log(selectionSort([64, 34, 25, 12, 22, 11, 90]));
`,
  ),
  python: listing(
    'python',
    `
def selection_sort(arr):
    n = len(arr)
    for i in range(n - 1):
        min_index = i
        for j in range(i + 1, n):
            if arr[j] < arr[min_index]:  «compare»
                min_index = j
        if min_index != i:  «in-place»
            arr[i], arr[min_index] = arr[min_index], arr[i]  «swap»
    return arr  «done»


if __name__ == "__main__":
    print(selection_sort([64, 34, 25, 12, 22, 11, 90]))
`,
  ),
  java: listing(
    'java',
    `
import java.util.Arrays;

public class SelectionSort {
    public static void selectionSort(int[] arr) {
        int n = arr.length;
        for (int i = 0; i < n - 1; i++) {
            int minIndex = i;
            for (int j = i + 1; j < n; j++) {
                if (arr[j] < arr[minIndex]) {  «compare»
                    minIndex = j;
                }
            }
            if (minIndex != i) {  «in-place»
                int temp = arr[i];  «swap»
                arr[i] = arr[minIndex];  «swap»
                arr[minIndex] = temp;  «swap»
            }
        }
    }  «done»

    public static void main(String[] args) {
        int[] arr = {64, 34, 25, 12, 22, 11, 90};
        selectionSort(arr);
        System.out.println(Arrays.toString(arr));
    }
}
`,
  ),
};
