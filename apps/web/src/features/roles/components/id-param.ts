/** The :id of a role route, read from the URL. */
import { useParams } from 'react-router';

const MAX_ID = 2147483647;

/** The id as a positive integer, or null when the URL holds anything else (then: not found). */
export function parseId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/** The route's :id, parsed. */
export function useIdParam(): number | null {
  return parseId(useParams().id);
}
