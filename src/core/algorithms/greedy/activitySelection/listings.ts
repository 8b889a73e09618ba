import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const activitySelectionCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// activities: [start, finish] pairs, each start before its finish
function activitySelection(activities) {
  // By finish time; equal finishes keep their order (the sort is stable).
  const sorted = [...activities].sort((a, b) => a[1] - b[1]);  «sort»
  const chosen = [];
  let lastFinish = -Infinity;
  for (const [start, finish] of sorted) {
    if (start >= lastFinish) {  «check,reject»
      chosen.push([start, finish]);  «accept»
      lastFinish = finish;
    }
  }
  return chosen;  «done»
}

console.log(activitySelection([[1, 4], [3, 5], [0, 6], [5, 7], [3, 9], [5, 9],
                               [6, 10], [8, 11], [8, 12], [2, 14], [12, 16]]));
`,
  ),
  python: listing(
    'python',
    `
# activities: (start, finish) pairs, each start before its finish
def activity_selection(activities):
    # By finish time; equal finishes keep their order (sorted is stable).
    ordered = sorted(activities, key=lambda a: a[1])  «sort»
    chosen = []
    last_finish = float("-inf")
    for start, finish in ordered:
        if start >= last_finish:  «check,reject»
            chosen.append((start, finish))  «accept»
            last_finish = finish
    return chosen  «done»


if __name__ == "__main__":
    print(activity_selection([(1, 4), (3, 5), (0, 6), (5, 7), (3, 9), (5, 9),
                              (6, 10), (8, 11), (8, 12), (2, 14), (12, 16)]))
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class ActivitySelection {
    // activities: {start, finish} pairs, each start before its finish
    public static List<int[]> activitySelection(List<int[]> activities) {
        // By finish time; equal finishes keep their order (List.sort is stable).
        List<int[]> sorted = new ArrayList<>(activities);
        sorted.sort(Comparator.comparingInt(a -> a[1]));  «sort»
        List<int[]> chosen = new ArrayList<>();
        int lastFinish = Integer.MIN_VALUE;
        for (int[] activity : sorted) {
            if (activity[0] >= lastFinish) {  «check,reject»
                chosen.add(activity);  «accept»
                lastFinish = activity[1];
            }
        }
        return chosen;  «done»
    }

    public static void main(String[] args) {
        List<int[]> example = Arrays.asList(new int[][] {{1, 4}, {3, 5}, {0, 6}, {5, 7}, {3, 9}, {5, 9},
                {6, 10}, {8, 11}, {8, 12}, {2, 14}, {12, 16}});
        for (int[] activity : activitySelection(example))
            System.out.print(activity[0] + "-" + activity[1] + " ");
        System.out.println();
    }
}
`,
  ),
};
