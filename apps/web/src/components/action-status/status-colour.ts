/**
 * The colour of an action status, the same on the map's action rings, their legend, an
 * object's actions and the actions overview: the status's own colour (the action status
 * screen), or for a status without one ('-') a colour of a fixed palette chosen by its id, so
 * such a status keeps one colour on every screen and every visit.
 */
import type { ActionStatus } from '@console/contract/action-statuses';

/** What the colour of a status depends on. */
export type StatusColourOf = Pick<ActionStatus, 'id' | 'color'>;

/** Distinct from one another and from the map's blue objects; readable under white text. */
export const STATUS_PALETTE = ['#d4380d', '#08979c', '#722ed1', '#c41d7f', '#d48806', '#389e0d', '#0958d9', '#5b8c00'] as const;
/** An action without a status (or with one the console does not know). */
export const NO_STATUS_COLOUR = '#8c8c8c';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The status's colour: its own, else the palette's by its id. */
export function statusColour(status: StatusColourOf | null | undefined): string {
  if (!status) return NO_STATUS_COLOUR;
  if (HEX.test(status.color)) return status.color;
  return STATUS_PALETTE[Math.abs(status.id) % STATUS_PALETTE.length];
}

/** The statuses among `statuses` whose ids are in `ids`, in the statuses' order (their weight). */
export function statusesOf<S extends Pick<ActionStatus, 'id' | 'weight'>>(statuses: readonly S[], ids: Iterable<number>): S[] {
  const wanted = new Set(ids);
  return statuses.filter((s) => wanted.has(s.id)).sort((a, b) => a.weight - b.weight || a.id - b.id);
}
