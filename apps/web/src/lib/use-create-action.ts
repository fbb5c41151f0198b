/**
 * POST /v1/action: creates an action (from the Actieoverzicht, an object's panel on the map or
 * the map itself), refreshes every action read (they nest under one key), says so and opens the
 * new action's page, where its status, values and photos are filled in. `beforeOpen` runs just
 * before that page opens (the map lets its drawing go without asking).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { actionSchema, type ActionCreate } from '@console/contract/actions';
import { apiPaths } from '@console/contract/paths';
import { http } from './http';
import { detailHref, paths } from './paths';
import { queryKeys } from './query-keys';

export function useCreateAction(options: { beforeOpen?: () => void } = {}) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: ActionCreate) => http.post(apiPaths.actions, actionSchema, body),
    onSuccess: async (action) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.actions });
      void message.success(t('actions.created', { id: action.id }));
      options.beforeOpen?.();
      void navigate(detailHref(paths.actions, action.id));
    },
  });
}
