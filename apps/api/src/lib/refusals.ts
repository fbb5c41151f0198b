/** Message codes per field, collected through a write's checks so that one 400 names every wrong field. */
import type { Message, MessageCode } from '@console/contract/messages';
import { badRequest } from './errors';

export class Refusals {
  readonly fields: Record<string, Message[]> = {};
  add(field: string, ...codes: Message[]) { if (codes.length) (this.fields[field] ??= []).push(...codes); }
  merge(fields: Record<string, MessageCode[]>) { for (const [f, codes] of Object.entries(fields)) this.add(f, ...codes); }
  get any() { return Object.keys(this.fields).length > 0; }
  refuse() { return badRequest(this.fields); }
}
