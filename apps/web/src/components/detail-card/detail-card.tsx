/**
 * The detail screen's card: a title, the record's fields as a description list, and an
 * actions menu (edit, delete, ...). Every show screen of the console is one of these.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Descriptions, Dropdown, Skeleton, Space, type MenuProps } from 'antd';
import { Card } from '../page/card';
import { DownOutlined, HistoryOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { historyHref } from '../../lib/paths';
import { LinkButton } from '../link-button';

export interface DetailField {
  key: string;
  /** The (translated) label. */
  label: ReactNode;
  value: ReactNode;
}

export interface DetailAction {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  /** Route to open; or use onClick. */
  to?: string;
  onClick?: () => void;
}

export interface DetailCardProps {
  title: ReactNode;
  fields: readonly DetailField[];
  actions?: readonly DetailAction[];
  loading?: boolean;
  error?: unknown;
  /** Content below the fields (related tables). */
  children?: ReactNode;
  /**
   * The record as the audit log names it (its API name and id): a "Geschiedenis" link beside
   * the actions opens the audit log filtered on it.
   */
  history?: { subjectType: string; subjectId: number };
}

/** A card with a record's fields and an actions dropdown. */
export function DetailCard({ title, fields, actions = [], loading, error, children, history }: DetailCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items: MenuProps['items'] = actions.map((action) => ({
    key: action.key,
    label: action.label,
    icon: action.icon,
    danger: action.danger,
    disabled: action.disabled,
  }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const action = actions.find((a) => a.key === key);
    if (!action) return;
    if (action.to) void navigate(action.to);
    action.onClick?.();
  };
  const dropdown = actions.length > 0 ? (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button icon={<DownOutlined aria-hidden />} iconPlacement="end">{t('common.actions')}</Button>
    </Dropdown>
  ) : null;
  const menu = history ? (
    <Space wrap>
      <LinkButton to={historyHref(history.subjectType, history.subjectId)} icon={<HistoryOutlined aria-hidden />}>{t('common.history')}</LinkButton>
      {dropdown}
    </Space>
  ) : dropdown;

  let body: ReactNode;
  if (error) body = <Alert type="error" showIcon title={t('common.load_failed')} />;
  else if (loading) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else {
    body = (
      <Descriptions
        bordered
        column={1}
        size="middle"
        styles={{ label: { width: 240 } }}
        items={fields.map((f) => ({ key: f.key, label: f.label, children: f.value }))}
      />
    );
  }
  return (
    <Card title={title} extra={menu}>
      {body}
      {children}
    </Card>
  );
}
