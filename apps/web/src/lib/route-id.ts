/** The `:id` of a route, read from the URL. */
import { useParams } from 'react-router';

const MAX_ID = 2147483647;

/** The id as a positive integer, or null when the URL holds anything else (the page then shows 'not found'). */
export function parseRouteId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/** The route's :id, parsed. */
export function useRouteId(): number | null {
  return parseRouteId(useParams().id);
}
