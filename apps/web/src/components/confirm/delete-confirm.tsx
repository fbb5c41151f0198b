/** An inline delete confirmation (popover) around a button, with the console's texts. */
import type { ReactElement, ReactNode } from 'react';
import { Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

export interface DeleteConfirmProps {
  title?: ReactNode;
  description?: ReactNode;
  onConfirm: () => Promise<unknown> | void;
  children: ReactElement;
}

/** Wraps a button: clicking it asks 'Ja, ik weet het zeker' / 'Nee' before onConfirm runs. */
export function DeleteConfirm({ title, description, onConfirm, children }: DeleteConfirmProps) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={title ?? t('confirm.delete_title')}
      description={description}
      okText={t('confirm.yes')}
      cancelText={t('confirm.no')}
      okButtonProps={{ danger: true }}
      onConfirm={async () => {
        try {
          await onConfirm();
        } catch {
          // The http client has reported it.
        }
      }}
    >
      {children}
    </Popconfirm>
  );
}
