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
    if (!shown || !objects.data) return { selection: shown, overlay: null, extent: null };
    const members = savedMembers(objects.data, ordered);
    return { selection: shown, overlay: courseFeatures(ordered ? course.data ?? null : null, members), extent: membersExtent(members) };
  }, [shown, objects.data, ordered, course.data]);
}
