/** The action's page for a record that cannot be loaded: back to the overview, 'Actie niet gevonden'. */
import type { FailedTexts } from '../../components/page/load-failed';
import { actionPaths } from './paths';

export const actionFailed: FailedTexts = {
  list: actionPaths.index.path,
  back: 'actions.back_to_list',
  notFoundTitle: 'actions.not_found',
  notFoundText: 'actions.not_found_text',
};
