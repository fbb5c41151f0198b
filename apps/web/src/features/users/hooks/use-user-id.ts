/** The user id of the route (:id), as a number; null when the path holds no valid id. */
import { useParams } from 'react-router';

/** Reads :id; a non-numeric id gives null, so the page can show 'not found'. */
export function useUserId(): number | null {
  const { id } = useParams();
  if (id === undefined || !/^\d+$/.test(id)) return null;
  const value = Number(id);
  return value > 0 && value <= 2147483647 ? value : null;
}
