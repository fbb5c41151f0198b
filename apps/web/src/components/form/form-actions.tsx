/** The button row under a form: cancel (back to a route) and submit (with a loading state). */
import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../link-button';

export interface FormActionsProps {
  submitting: boolean;
  /** Where cancel goes; no cancel button without it. */
  cancelTo?: string;
  /** Submit text; default 'Opslaan'. */
  submitLabel?: string;
  disabled?: boolean;
}

/** Cancel and submit buttons for a Form. */
export function FormActions({ submitting, cancelTo, submitLabel, disabled }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Form.Item style={{ marginBottom: 0 }}>
      <Space>
        {cancelTo ? <LinkButton to={cancelTo}>{t('common.cancel')}</LinkButton> : null}
        <Button type="primary" htmlType="submit" loading={submitting} disabled={disabled}>
          {submitLabel ?? t('common.save')}
        </Button>
      </Space>
    </Form.Item>
  );
}
