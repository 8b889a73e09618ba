import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const mostWaterCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// heights: the lines' heights; the most water two of them hold
function mostWater(heights) {
  let left = 0, right = heights.length - 1;  «start»
  let best = 0;
  while (left < right) {
    const area = Math.min(heights[left], heights[right]) * (right - left);  «area»
    if (area > best) best = area;  «better»
    if (heights[left] < heights[right]) left++;  «move-l»
    else right--;  «move-r»
  }
  return best;  «done»
}

console.log(mostWater([1, 8, 6, 2, 5, 4, 8, 3, 7]));
`,
  ),
  python: listing(
    'python',
    `
# heights: the lines' heights; the most water two of them hold
def most_water(heights):
    left, right = 0, len(heights) - 1  «start»
    best = 0
    while left < right:
        area = min(heights[left], heights[right]) * (right - left)  «area»
        if area > best:
            best = area  «better»
        if heights[left] < heights[right]:
            left += 1  «move-l»
        else:
            right -= 1  «move-r»
    return best  «done»


if __name__ == "__main__":
    print(most_water([1, 8, 6, 2, 5, 4, 8, 3, 7]))
`,
  ),
  java: listing(
    'java',
    `
public class MostWater {
    // heights: the lines' heights; the most water two of them hold
    public static int mostWater(int[] heights) {
        int left = 0, right = heights.length - 1;  «start»
        int best = 0;
        while (left < right) {
            int area = Math.min(heights[left], heights[right]) * (right - left);  «area»
            if (area > best) best = area;  «better»
            if (heights[left] < heights[right]) left++;  «move-l»
            else right--;  «move-r»
        }
        return best;  «done»
    }

    public static void main(String[] args) {
        System.out.println(mostWater(new int[] {1, 8, 6, 2, 5, 4, 8, 3, 7}));
    }
}
`,
  ),
};
