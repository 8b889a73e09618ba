import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const bubbleSortCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
function bubbleSort(arr) {
  const n = arr.length;
  for (let i = 0; i < n - 1; i++) {
    let swapped = false;
    for (let j = 0; j < n - 1 - i; j++) {
      if (arr[j] > arr[j + 1]) {  «compare»
        [arr[j], arr[j + 1]] = [arr[j + 1], arr[j]];  «swap»
        swapped = true;
      }
    }
    // No swaps in a whole pass: the array is already sorted.
    if (!swapped) break;  «early-exit»
  }
  return arr;  «done»
}

console.log(bubbleSort([64, 34, 25, 12, 22, 11, 90]));
`,
  ),
  python: listing(
    'python',
    `
def bubble_sort(arr):
    n = len(arr)
    for i in range(n - 1):
        swapped = False
        for j in range(n - 1 - i):
            if arr[j] > arr[j + 1]:  «compare»
                arr[j], arr[j + 1] = arr[j + 1], arr[j]  «swap»
                swapped = True
        # No swaps in a whole pass: the list is already sorted.
        if not swapped:  «early-exit»
            break  «early-exit»
    return arr  «done»


if __name__ == "__main__":
    print(bubble_sort([64, 34, 25, 12, 22, 11, 90]))
`,
  ),
  java: listing(
    'java',
    `
import java.util.Arrays;

public class BubbleSort {
    public static void bubbleSort(int[] arr) {
        int n = arr.length;
        for (int i = 0; i < n - 1; i++) {
            boolean swapped = false;
            for (int j = 0; j < n - 1 - i; j++) {
                if (arr[j] > arr[j + 1]) {  «compare»
                    int temp = arr[j];  «swap»
                    arr[j] = arr[j + 1];  «swap»
                    arr[j + 1] = temp;  «swap»
                    swapped = true;
                }
            }
            // No swaps in a whole pass: the array is already sorted.
            if (!swapped) {  «early-exit»
                break;  «early-exit»
            }
        }
    }  «done»

    public static void main(String[] args) {
        int[] arr = {64, 34, 25, 12, 22, 11, 90};
        bubbleSort(arr);
        System.out.println(Arrays.toString(arr));
    }
}
`,
  ),
};
