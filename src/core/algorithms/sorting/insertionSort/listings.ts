import type { CodeListings } from '../../types';
import { listing } from '../../listing';

export const insertionSortCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
function insertionSort(arr) {
  for (let i = 1; i < arr.length; i++) {
    // Swap arr[i] left until its left neighbour is not larger.
    let j = i;
    while (j > 0 && arr[j - 1] > arr[j]) {  «compare»
      [arr[j - 1], arr[j]] = [arr[j], arr[j - 1]];  «swap»
      j--;
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
        j = i
        while j > 0 and arr[j - 1] > arr[j]:  «compare»
            arr[j - 1], arr[j] = arr[j], arr[j - 1]  «swap»
            j -= 1
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
            int j = i;
            while (j > 0 && arr[j - 1] > arr[j]) {  «compare»
                int temp = arr[j - 1];  «swap»
                arr[j - 1] = arr[j];  «swap»
                arr[j] = temp;  «swap»
                j--;
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
