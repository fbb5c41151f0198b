/**
 * The password-recovery mail confirmation of the user detail screen: it says a mail with a
 * recovery link will be sent to the user's address and offers not to send it. While sending
 * it says 'Aan het proberen wachtwoord herstel e-mail te versturen...', then 'Wachtwoord
 * herstel e-mail verzonden' or 'Oops, er is iets mis gegaan'.
 */
import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSendRecoveryMail } from '../../../lib/use-recovery-mail';

export interface RecoveryMailConfirmProps {
  open: boolean;
  email: string;
  onClose: () => void;
}

/** Send (POST /v2/user/account/password) or don't send. */
export function RecoveryMailConfirm({ open, email, onClose }: RecoveryMailConfirmProps) {
  const { t } = useTranslation();
  const mutation = useSendRecoveryMail();

  const send = async () => {
    if (await mutation.send(email)) onClose();
  };

  return (
    <Modal
      open={open}
      title={t('users.recovery_title')}
      okText={t('users.recovery_send')}
      cancelText={t('users.recovery_dont_send')}
      onOk={() => void send()}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('users.recovery_text', { email })}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('users.recovery_hint')}</Typography.Paragraph>
    </Modal>
  );
}
