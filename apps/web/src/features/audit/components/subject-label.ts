/** The subject types the API records (contract AUDIT_SUBJECTS), and their labels (audit.subjects.*; unknown: the name). */
import type { TFunction } from 'i18next';
import { AUDIT_SUBJECTS } from '@console/contract/audit';

export const SUBJECT_TYPES: readonly string[] = AUDIT_SUBJECTS;

export function subjectLabel(t: TFunction, type: string): string {
  return type ? t(`audit.subjects.${type}`, { defaultValue: type }) : '';
}
