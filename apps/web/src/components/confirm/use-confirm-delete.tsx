/**
 * The delete confirmation of the console: a modal with 'Ja, ik weet het zeker' and 'Nee'
 * (en: "Yes, I'm sure" / 'No'). Every delete asks through this. Given the row's usage path, it
 * first asks the server what uses the row (GET …/{id}/usage) and names it in the dialog; when
 * something blocks the delete (a role that users hold), the dialog says so and only closes.
 */
import type { ReactNode } from 'react';
import { App } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { apiPaths } from '@console/contract/paths';
import { usageSchema, type Usage } from '@console/contract/usage';
import { http } from '../../lib/http';
import { UsageList } from './usage-list';

export interface ConfirmDeleteOptions {
  /** Title; default 'Weet je het zeker?'. */
  title?: ReactNode;
  content?: ReactNode;
  /** The row's API path (e.g. apiPaths.role(3)): what uses it is asked and shown first. */
  row?: string;
  /** Said instead of `content` when something blocks the delete (default: usage.blocked). */
  blocked?: ReactNode;
  /** Runs on confirm; the modal shows a spinner until it settles. */
  onConfirm: () => Promise<unknown> | void;
}

/** Returns a function that asks for confirmation and then runs onConfirm. */
export function useConfirmDelete(): (options: ConfirmDeleteOptions) => Promise<void> {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return async ({ title, content, row, blocked, onConfirm }) => {
    // Without an answer (the server is away: the http client said so) the dialog asks as before;
    // the delete itself is checked by the server either way.
    const usage: Usage | undefined = row ? await http.get(apiPaths.usage(row), usageSchema).catch(() => undefined) : undefined;
    if (usage && !usage.deletable) {
      modal.warning({
        title: t('usage.blocked_title'),
        content: <>{blocked ?? t('usage.blocked')}<UsageList uses={usage.uses.filter((use) => use.effect === 'blocks')} /></>,
        okText: t('usage.close'),
      });
      return;
    }
    modal.confirm({
      title: title ?? t('confirm.delete_title'),
      content: usage?.uses.length ? <>{content}<UsageList uses={usage.uses} /></> : content,
      icon: <ExclamationCircleFilled aria-hidden />,
      okText: t('confirm.yes'),
      okButtonProps: { danger: true },
      cancelText: t('confirm.no'),
      // A failed delete was reported by the http client; close the modal either way.
      onOk: async () => {
        try {
          await onConfirm();
        } catch {
          // reported already
        }
      },
    });
  };
}
