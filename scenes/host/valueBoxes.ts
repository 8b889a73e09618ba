/**
 * The value boxes of a structure view, laid out by a scene: every element and the value waiting to be
 * added, each with its label, its colour for the element's highlight role, where it goes and where it
 * appears from. The scene says only where each one sits.
 */
import type { StructureItemView, StructureView } from '@/core/structures';
import type { ScenePalette } from './palette';
import type { Placement } from './placementMotion';
import { boxStyle, type BoxStyle } from './boxStyle';

export interface ValueBoxLayout {
  id: number;
  value: number;
  label: string;
  fontSize: number;
  style: BoxStyle;
  /** The value is waiting to be added (drawn as an outline). */
  placeholder: boolean;
  target: Placement;
  /** Where it appears from when it is new to the scene. */
  enter: Placement;
}

export interface BoxPlacement {
  target: Placement;
  enter: Placement;
}

export interface ValueBoxPlacer {
  label: (value: number) => { label: string; fontSize: number };
  /** Where the element at `position` sits. */
  element: (item: StructureItemView, position: number) => BoxPlacement;
  /** Where the value waiting to be added at `index` sits. */
  pending: (index: number) => BoxPlacement;
}

export function layoutValueBoxes(
  view: StructureView,
  palette: ScenePalette,
  place: ValueBoxPlacer,
): ValueBoxLayout[] {
  const boxes: ValueBoxLayout[] = view.items.map((item, position) => ({
    id: item.id,
    value: item.value,
    ...place.label(item.value),
    style: boxStyle(item.role, palette),
    placeholder: false,
    ...place.element(item, position),
  }));
  const { pending } = view;
  if (pending) {
    boxes.push({
      id: pending.id,
      value: pending.value,
      ...place.label(pending.value),
      style: boxStyle(null, palette, true),
      placeholder: true,
      ...place.pending(pending.index),
    });
  }
  return boxes;
}
