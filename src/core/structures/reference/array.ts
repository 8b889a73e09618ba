import type { StructureReference } from './types';

const value = { field: 'value', label: 'Value', range: null } as const;

export const arrayReference: StructureReference<'array'> = {
  structure: 'array',
  heading: 'Arrays',
  title: 'Array',
  description:
    'A collection of elements stored in contiguous memory, each reached directly by its index. ' +
    'Reading or overwriting any element is instant; inserting or removing in the middle shifts the ' +
    'elements after it.',
  operations: [
    {
      op: 'add',
      name: 'Add Element',
      description: 'Append to the end',
      dialog: {
        title: 'Add Element',
        description: 'Add a new element to the end of the array.',
        confirmLabel: 'Add',
        fields: [value],
      },
    },
    {
      op: 'insert',
      name: 'Insert Element',
      description: 'Insert at an index',
      dialog: {
        title: 'Insert Element',
        description: 'Insert a new element at a specific index.',
        confirmLabel: 'Insert',
        fields: [value, { field: 'index', label: 'Index', range: 'insert' }],
      },
    },
    {
      op: 'remove',
      name: 'Remove Element',
      description: 'Remove at an index',
      dialog: {
        title: 'Remove Element',
        description: 'Remove the element at a specific index.',
        confirmLabel: 'Remove',
        fields: [{ field: 'index', label: 'Index', range: 'existing' }],
      },
    },
    {
      op: 'update',
      name: 'Update Element',
      description: 'Update at an index',
      dialog: {
        title: 'Update Element',
        description: 'Replace the value at a specific index.',
        confirmLabel: 'Update',
        fields: [
          { field: 'index', label: 'Index', range: 'existing' },
          { field: 'value', label: 'New Value', range: null },
        ],
      },
    },
  ],
  types: [
    {
      name: 'Static Array',
      description:
        'Its size is fixed when it is created (C arrays, Java int[]). No resizing cost, but it can ' +
        'never hold more than its capacity.',
    },
    {
      name: 'Dynamic Array',
      description:
        'Grows by allocating a bigger block (usually double) and copying when full: JavaScript arrays, ' +
        'Python lists, Java ArrayList. Appending is amortised O(1): the rare copy is paid for by the ' +
        'many cheap appends before it.',
    },
  ],
  characteristics: [
    'Elements sit next to each other in memory, in index order',
    'Indices start at 0 and run to length - 1',
    'Any element can be read or written in constant time from its index',
    'Inserting or removing anywhere but the end shifts every later element',
    'Contiguous storage makes iteration cache-friendly and fast',
  ],
  useCases: [
    'Lists of items read by position, such as table rows or pixels in an image',
    'Lookup tables indexed by a number',
    'The storage underneath stacks, queues, heaps and hash tables',
    'Buffers for reading files and network data',
    'Matrices and grids (arrays of arrays)',
  ],
  timeComplexity: [
    { operation: 'Access', complexity: 'O(1)' },
    { operation: 'Search', complexity: 'O(n)' },
    { operation: 'Add (append)', complexity: 'amortised O(1)' },
    { operation: 'Insert', complexity: 'O(n)' },
    { operation: 'Remove', complexity: 'O(n)' },
    { operation: 'Update', complexity: 'O(1)' },
  ],
  spaceComplexity: 'O(n)',
  variants: [
    { name: 'Multidimensional Array', description: 'Arrays of arrays for grids, matrices and tables.' },
    { name: 'Jagged Array', description: 'An array of arrays whose rows have different lengths.' },
    {
      name: 'Circular Buffer',
      description: 'A fixed array whose start and end wrap around; used for queues and streams.',
    },
    { name: 'Sparse Array', description: 'Stores only the non-empty positions, for mostly empty data.' },
  ],
};
