/** A subject type's label (audit.subjects.*; one the console does not know: its API name). */
import type { TFunction } from 'i18next';

export function subjectLabel(t: TFunction, type: string): string {
  return type ? t(`audit.subjects.${type}`, { defaultValue: type }) : '';
}
