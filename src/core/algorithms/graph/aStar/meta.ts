import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the graph page say about A* search, without loading its code. */
export const aStarMeta = {
  id: 'aStar',
  family: 'graph',
  shortName: 'A*',
  name: 'A* Search',
  description:
    'Finds a shortest path from a start cell to a goal cell on a grid with walls, expanding first the cells whose cost so far plus an estimate of the distance left is smallest, so it usually looks at far fewer cells than Dijkstra’s algorithm.',
  howItWorks:
    'Each cell has g, the number of moves from the start found so far, and h, the heuristic’s estimate of the moves left to the goal (Manhattan: |Δrow| + |Δcolumn|; Euclidean: the straight-line distance). The open set is a priority queue ordered by f = g + h. Repeatedly take the open cell with the smallest f (ties: the smaller h, then the first in reading order); once taken it is closed. If it is the goal, follow the parents back for the path. Otherwise look at its neighbours up, right, down and left: a wall or a cell outside the grid is skipped, and a neighbour whose g drops goes into the open set with its new f. An estimate that never overestimates (both do here, with moves of cost 1 up, down, left and right) keeps the path shortest. With h = 0 the search is Dijkstra’s algorithm, which spreads out evenly in every direction.',
  timeComplexity: { best: 'O(d)', average: 'O(V log V)', worst: 'O(V log V)' },
  spaceComplexity: 'O(V)',
  spaceNote:
    'O(V) for the cells’ g values, parents and the open set (V cells; each has at most 4 neighbours, so E is at most 4V); the best case d is the path’s length when the heuristic leads straight to the goal.',
} as const satisfies AlgorithmMeta;
