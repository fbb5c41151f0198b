/** The header's switcher: the same choice as the switcher screen, in a dialog (loaded when first opened: switcher-dialog.tsx). */
import { useEffect } from 'react';
import { App, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import { storage } from '../../../lib/storage';
import { useMe } from '../../../lib/use-me';
import { NetworkSwitcher } from './network-switcher';
import type { SwitcherDialogProps } from './switcher-dialog';

/** Choosing a network stores it and goes to admin home; leaving without one says select_network. */
export function SwitcherModal({ open, onClose }: SwitcherDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const me = useMe();

  useEffect(() => {
    // As on the switcher screen: without the current user there is nothing to choose for.
    if (open && me.isError) void navigate(paths.login.path, { replace: true });
  }, [open, me.isError, navigate]);

  const leave = () => {
    if (storage.getNetworkId() === null) {
      void message.error(t('switcher.select_network'));
      return;
    }
    onClose();
  };
  return (
    <Modal open={open} title={t('switcher.title')} onCancel={leave} footer={null} destroyOnHidden>
      <NetworkSwitcher
        onChosen={() => {
          onClose();
          void navigate(paths.home.path);
        }}
      />
    </Modal>
  );
}
