import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const nQueensCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// A solution lists each row's queen column: [1, 3, 0, 2].
function nQueens(n) {
  const solutions = [];
  const queens = [];
  function isSafe(row, col) {
    for (let r = 0; r < row; r++) {
      const c = queens[r];
      if (c === col || Math.abs(c - col) === row - r) return false;
    }
    return true;
  }
  function place(row) {
    if (row === n) {
      solutions.push([...queens]);  «solution»
      return;
    }
    for (let col = 0; col < n; col++) {
      if (!isSafe(row, col)) continue;  «prune»
      queens.push(col);  «choose»
      place(row + 1);
      queens.pop();  «unchoose»
    }
  }
  place(0);  «call»
  return solutions;  «done»
}

const solutions = nQueens(4);
console.log(solutions.length, JSON.stringify(solutions));
`,
  ),
  python: listing(
    'python',
    `
# A solution lists each row's queen column: [1, 3, 0, 2].
def n_queens(n):
    solutions = []
    queens = []

    def is_safe(row, col):
        for r in range(row):
            c = queens[r]
            if c == col or abs(c - col) == row - r:
                return False
        return True

    def place(row):
        if row == n:
            solutions.append(list(queens))  «solution»
            return
        for col in range(n):
            if not is_safe(row, col): continue  «prune»
            queens.append(col)  «choose»
            place(row + 1)
            queens.pop()  «unchoose»

    place(0)  «call»
    return solutions  «done»


if __name__ == "__main__":
    solutions = n_queens(4)
    print(len(solutions), solutions)
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

// A solution lists each row's queen column: [1, 3, 0, 2].
public class NQueens {
    public static List<List<Integer>> nQueens(int n) {
        List<List<Integer>> solutions = new ArrayList<>();
        place(n, 0, new ArrayList<>(), solutions);  «call»
        return solutions;  «done»
    }

    private static boolean isSafe(List<Integer> queens, int row, int col) {
        for (int r = 0; r < row; r++) {
            int c = queens.get(r);
            if (c == col || Math.abs(c - col) == row - r) return false;
        }
        return true;
    }

    private static void place(int n, int row, List<Integer> queens, List<List<Integer>> solutions) {
        if (row == n) {
            solutions.add(new ArrayList<>(queens));  «solution»
            return;
        }
        for (int col = 0; col < n; col++) {
            if (!isSafe(queens, row, col)) continue;  «prune»
            queens.add(col);  «choose»
            place(n, row + 1, queens, solutions);
            queens.remove(queens.size() - 1);  «unchoose»
        }
    }

    public static void main(String[] args) {
        List<List<Integer>> solutions = nQueens(4);
        System.out.println(solutions.size() + " " + solutions);
    }
}
`,
  ),
};
