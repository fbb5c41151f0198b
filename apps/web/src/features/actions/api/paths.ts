/**
 * The paths of an action's comments and photos, under the action's own path of the contract
 * (apiPaths.action). They belong in the contract's apiPaths beside it, with their rows in the
 * API's contract-paths test; until they are there, this is the one place that names them.
 */
import { apiPaths } from '@console/contract/paths';

export const actionCommentsPath = (id: number) => `${apiPaths.action(id)}/comment`;
export const actionCommentPath = (id: number, commentId: number) => `${actionCommentsPath(id)}/${commentId}`;
export const actionImagesPath = (id: number) => `${apiPaths.action(id)}/image`;
export const actionImagePath = (id: number, imageId: number) => `${actionImagesPath(id)}/${imageId}`;
