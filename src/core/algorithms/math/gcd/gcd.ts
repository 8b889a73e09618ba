import { createModelTrace } from '@/core/trace';
import { assertValues, formatNumber } from '../input';
import { defineMathAlgorithm, type MathInputField, type MathStep } from '../types';
import { gcdMeta } from './meta';

export const GCD_LINES = ['divide', 'done'] as const;
export type GcdLine = (typeof GCD_LINES)[number];

/** One division a = q·b + r. */
export interface GcdDivision {
  readonly a: number;
  readonly b: number;
  readonly q: number;
  readonly r: number;
}

/** The run so far: the divisions made, and the gcd once the remainder is zero. */
export interface GcdModel {
  readonly a: number;
  readonly b: number;
  readonly divisions: readonly GcdDivision[];
  readonly gcd: number | null;
}

export interface GcdStep extends MathStep {
  readonly line: GcdLine;
  readonly division?: GcdDivision;
  readonly gcd?: number;
}

export const GCD_MAX = 1_000_000;

const FIELDS: readonly MathInputField[] = [
  { key: 'a', label: 'a', min: 1, max: GCD_MAX, example: 48 },
  { key: 'b', label: 'b', min: 1, max: GCD_MAX, example: 18 },
];

/** Euclid's divisions of a by b until the remainder is zero. */
export function gcdDivisions(a: number, b: number): GcdDivision[] {
  const divisions: GcdDivision[] = [];
  while (b !== 0) {
    const q = Math.floor(a / b);
    const r = a - q * b;
    divisions.push({ a, b, q, r });
    a = b;
    b = r;
  }
  return divisions;
}

function divisionMessage({ a, b, q, r }: GcdDivision): string {
  const equation = `${formatNumber(a)} = ${formatNumber(q)} × ${formatNumber(b)} + ${formatNumber(r)}`;
  if (q === 0) return `${equation}: a < b, so the two swap places`;
  if (r === 0) return `${equation}: the remainder is 0, so ${formatNumber(b)} divides ${formatNumber(a)}`;
  return `${equation}: gcd(${formatNumber(a)}, ${formatNumber(b)}) = gcd(${formatNumber(b)}, ${formatNumber(r)})`;
}

function* gcdSteps(a: number, b: number): Generator<GcdStep> {
  const divisions = gcdDivisions(a, b);
  for (const division of divisions)
    yield { line: 'divide', division, message: divisionMessage(division), counts: { divisions: 1 } };
  const gcd = divisions.at(-1)?.b ?? a;
  yield {
    line: 'done',
    gcd,
    message: `The remainder is 0: gcd(${formatNumber(a)}, ${formatNumber(b)}) = ${formatNumber(gcd)}`,
  };
}

export const gcdModule = defineMathAlgorithm<'gcd', GcdLine, GcdModel, GcdStep>({
  ...gcdMeta,
  kind: 'math',
  picture: 'square-tiling',
  lineIds: GCD_LINES,
  fields: FIELDS,
  limits: `a and b are whole numbers from 1 to ${formatNumber(GCD_MAX)}. The rectangle is drawn to scale, except that a first strip of more than six squares is drawn six long; squares too small to see are drawn as one block.`,
  counters: [{ key: 'divisions', label: 'Divisions' }],
  trace(values) {
    assertValues(FIELDS, values);
    const a = values.a as number;
    const b = values.b as number;
    return createModelTrace<GcdModel, GcdStep>({
      algorithm: 'gcd',
      initial: { a, b, divisions: [], gcd: null },
      steps: gcdSteps(a, b),
      apply: (model, step) =>
        step.division
          ? { ...model, divisions: [...model.divisions, step.division] }
          : { ...model, gcd: step.gcd ?? null },
      counts: (step) => step.counts ?? null,
    });
  },
  answer(values) {
    const a = values.a as number;
    const b = values.b as number;
    const gcd = gcdDivisions(a, b).at(-1)?.b ?? a;
    return `gcd(${formatNumber(a)}, ${formatNumber(b)}) = ${formatNumber(gcd)}`;
  },
});
