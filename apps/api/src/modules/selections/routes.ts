/**
 * Selections and routes of the selected network (docs/selections.md): the module's one entry,
 * registering its route files. Reading asks module-selections or module-map, writing
 * module-selections (module-admin both); whose a selection is, and the lock setting, are rules.ts's.
 */
import type { App, Deps } from '../../app-types';
import { selectionImageRoutes } from './image-routes';
import { selectionListRoutes } from './list-routes';
import { selectionMemberRoutes } from './member-routes';
import { selectionObjectRoutes } from './object-routes';
import { selectionCrudRoutes } from './selection-routes';
import { selectionCourseRoutes } from './course-routes';
import { selectionExportRoutes } from './export-routes';

export function selectionRoutes(app: App, deps: Deps) {
  selectionCrudRoutes(app, deps);
  selectionMemberRoutes(app, deps);
  selectionObjectRoutes(app, deps);
  selectionListRoutes(app, deps);
  selectionImageRoutes(app, deps);
  selectionCourseRoutes(app, deps);
  selectionExportRoutes(app, deps);
}
