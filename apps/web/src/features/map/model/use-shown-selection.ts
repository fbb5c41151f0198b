/**
 * The selection the address shows over the map (`?selection=<id>`): the selection, its members
 * and, for a route, its course, made into the overlay the map draws, and the line its view fits to.
 */
import { useMemo } from 'react';
import { courseFeatures } from '../../../components/map/course-layer';
import { useSelection } from '../api/get-selection';
import { useSelectionCourse } from '../api/get-selection-course';
import { useSelectionObjects } from '../api/get-selection-objects';
import { membersExtent, savedMembers } from './selection-overlay';

export function useShownSelection(id: number | null) {
  const selection = useSelection(id);
  const shown = selection.data && selection.data.id === id ? selection.data : null;
  const objects = useSelectionObjects(shown ? id : null);
  const ordered = shown?.is_ordered ?? false;
  const course = useSelectionCourse(shown ? id : null, ordered);
  return useMemo(() => {
    // A route's length and gaps as its course says them: worked out now, never a stored figure behind it.
    const selection = shown && course.data ? { ...shown, length_m: course.data.length_m, gaps: course.data.gaps } : shown;
    if (!selection || !objects.data) return { selection, overlay: null, extent: null };
    const members = savedMembers(objects.data, ordered);
    return { selection, overlay: courseFeatures(ordered ? course.data ?? null : null, members), extent: membersExtent(members) };
  }, [shown, objects.data, ordered, course.data]);
}
