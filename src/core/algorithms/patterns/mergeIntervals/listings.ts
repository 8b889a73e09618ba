import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const mergeIntervalsCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// Merges overlapping [start, end] intervals; touching ones merge too
function mergeIntervals(intervals) {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);  «sort»
  const merged = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);  «merge»
    else merged.push([start, end]);  «push»
  }
  return merged;  «done»
}

console.log(mergeIntervals([[1, 3], [2, 6], [8, 10], [15, 18]]));
`,
  ),
  python: listing(
    'python',
    `
# Merges overlapping [start, end] intervals; touching ones merge too
def merge_intervals(intervals):
    ordered = sorted(intervals, key=lambda interval: interval[0])  «sort»
    merged = []
    for start, end in ordered:
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)  «merge»
        else:
            merged.append([start, end])  «push»
    return merged  «done»


if __name__ == "__main__":
    print(merge_intervals([[1, 3], [2, 6], [8, 10], [15, 18]]))
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class MergeIntervals {
    // Merges overlapping {start, end} intervals; touching ones merge too
    public static int[][] mergeIntervals(int[][] intervals) {
        int[][] sorted = intervals.clone();
        Arrays.sort(sorted, Comparator.comparingInt(a -> a[0]));  «sort»
        List<int[]> merged = new ArrayList<>();
        for (int[] interval : sorted) {
            int[] last = merged.isEmpty() ? null : merged.get(merged.size() - 1);
            if (last != null && interval[0] <= last[1]) last[1] = Math.max(last[1], interval[1]);  «merge»
            else merged.add(new int[] {interval[0], interval[1]});  «push»
        }
        return merged.toArray(new int[0][]);  «done»
    }

    public static void main(String[] args) {
        System.out.println(Arrays.deepToString(mergeIntervals(new int[][] {{1, 3}, {2, 6}, {8, 10}, {15, 18}})));
    }
}
`,
  ),
};
