/** The label of an enum value (a geo type, an attribute type...): translated when the language files have it, else the value. */
import type { TFunction } from 'i18next';

/** `t(<prefix>.<value>)`, or the value itself when there is no such text. */
export function optionLabel(prefix: string, value: string, t: TFunction): string {
  const key = `${prefix}.${value}`;
  const text = t(key);
  return text === key ? value : text;
}
