import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const insertionSortCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
function insertionSort(arr) {
  for (let i = 1; i < arr.length; i++) {
    // Swap arr[i] left until its left neighbour is not larger.
    for (let j = i; j > 0; j--) {
      if (arr[j - 1] <= arr[j]) break;  «compare»
      [arr[j - 1], arr[j]] = [arr[j], arr[j - 1]];  «swap»
    }
  }
  return arr;  «done»
}

console.log(insertionSort([64, 34, 25, 12, 22, 11, 90]));
`,
  ),
  python: listing(
    'python',
    `
def insertion_sort(arr):
    for i in range(1, len(arr)):
        # Swap arr[i] left until its left neighbour is not larger.
        for j in range(i, 0, -1):
            if arr[j - 1] <= arr[j]:  «compare»
                break
            arr[j - 1], arr[j] = arr[j], arr[j - 1]  «swap»
    return arr  «done»


if __name__ == "__main__":
    print(insertion_sort([64, 34, 25, 12, 22, 11, 90]))
`,
  ),
  java: listing(
    'java',
    `
import java.util.Arrays;

public class InsertionSort {
    public static void insertionSort(int[] arr) {
        for (int i = 1; i < arr.length; i++) {
            // Swap arr[i] left until its left neighbour is not larger.
            for (int j = i; j > 0; j--) {
                if (arr[j - 1] <= arr[j]) {  «compare»
                    break;
                }
                int temp = arr[j - 1];  «swap»
                arr[j - 1] = arr[j];  «swap»
                arr[j] = temp;  «swap»
            }
        }
    }  «done»

    public static void main(String[] args) {
        int[] arr = {64, 34, 25, 12, 22, 11, 90};
        insertionSort(arr);
        System.out.println(Arrays.toString(arr));
    }
}
`,
  ),
};
