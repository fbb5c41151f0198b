/**
 * The password-recovery mail modal: an e-mail field, send and cancel. While sending it says
 * 'Aan het proberen wachtwoord herstel e-mail te versturen...', then 'Wachtwoord herstel
 * e-mail verzonden' or 'Oops, er is iets mis gegaan'. Opened from the sign-in page, which loads no
 * antd: this chunk brings antd's providers (theme, messages) and the query client along.
 */
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX } from '@console/contract/limits';
import { ConsoleProviders } from '../../../components/providers/console-providers';
import { useSendRecoveryMail } from '../../../lib/use-recovery-mail';

export interface RecoveryMailModalProps {
  open: boolean;
  /** Pre-filled address (what was typed on the sign-in form). */
  initialEmail?: string;
  onClose: () => void;
}

interface Values {
  email: string;
}

/** The dialog in the providers it needs. */
export function RecoveryMailModal(props: RecoveryMailModalProps) {
  return (
    <ConsoleProviders>
      <RecoveryMailDialog {...props} />
    </ConsoleProviders>
  );
}

/** Asks for an address and requests a recovery mail for it. */
function RecoveryMailDialog({ open, initialEmail, onClose }: RecoveryMailModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const mutation = useSendRecoveryMail();

  const send = async ({ email }: Values) => {
    if (await mutation.send(email)) onClose();
  };

  return (
    <Modal
      open={open}
      title={t('recovery.title')}
      okText={t('recovery.send')}
      cancelText={t('recovery.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (visible) form.setFieldsValue({ email: initialEmail ?? '' });
      }}
    >
      <Typography.Paragraph type="secondary">{t('recovery.intro')}</Typography.Paragraph>
      <Form form={form} name="recovery" layout="vertical" onFinish={send} requiredMark={false}>
        <Form.Item
          name="email"
          label={t('recovery.email')}
          rules={[
            { required: true, message: t('validation.required') },
            { type: 'email', message: t('validation.email') },
          ]}
        >
          <Input type="email" autoComplete="email" maxLength={EMAIL_MAX} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
