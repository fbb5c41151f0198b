import { z } from 'zod';

/**
 * What uses a row, asked before it is deleted (`GET …/{id}/usage`): per kind of user, how many
 * there are, the first names, and what deleting the row does to them.
 */
export const usageEffects = [
  /** the delete is refused while these exist (a role that users hold) */
  'blocks',
  /** the link to them goes, they stay (a type linked to a status) */
  'unlinks',
  /** a field of theirs that points at the row is emptied (a type's label attribute) */
  'clears',
  /** they are deleted with the row (an attribute's lookup values) */
  'deletes',
] as const;
export type UsageEffect = (typeof usageEffects)[number];

/** The kinds of rows that use another, by their API name (type_label and type_default: a type's field). */
export const usageKinds = ['user', 'type', 'type_label', 'type_default', 'attribute', 'lookup_value', 'selection_type', 'action_type', 'action_status', 'role', 'object', 'action', 'selection', 'photo'] as const;
export type UsageKind = (typeof usageKinds)[number];

/** How many names of each kind the answer holds at most. */
export const USAGE_NAMES_MAX = 5;

export const usageSchema = z.object({
  /** false when a use blocks the delete */
  deletable: z.boolean(),
  /** only kinds with at least one row, in a fixed order per resource */
  uses: z.array(z.object({
    kind: z.enum(usageKinds),
    effect: z.enum(usageEffects),
    count: z.number().int(),
    /** the first names, alphabetically */
    names: z.array(z.string()),
  })),
}).meta({ id: 'Usage' });
export type Usage = z.infer<typeof usageSchema>;
