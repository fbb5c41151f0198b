/**
 * The delete confirmation of the console: a modal with 'Ja, ik weet het zeker' and 'Nee'
 * (en: "Yes, I'm sure" / 'No'). Every delete asks through this.
 */
import type { ReactNode } from 'react';
import { App } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface ConfirmDeleteOptions {
  /** Title; default 'Weet je het zeker?'. */
  title?: ReactNode;
  content?: ReactNode;
  /** Runs on confirm; the modal shows a spinner until it settles. */
  onConfirm: () => Promise<unknown> | void;
}

/** Returns a function that asks for confirmation and then runs onConfirm. */
export function useConfirmDelete(): (options: ConfirmDeleteOptions) => void {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return ({ title, content, onConfirm }) => {
    modal.confirm({
      title: title ?? t('confirm.delete_title'),
      content,
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
