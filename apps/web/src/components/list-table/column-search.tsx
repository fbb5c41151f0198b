/** The search box of one table column (antd filterDropdown). */
import { Button, Input, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { FilterDropdownProps } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';

interface ColumnSearchProps extends FilterDropdownProps {
  /** The column's (translated) title. */
  column: string;
}

/** A text input with Search and Clear; Enter searches, Escape closes. */
export function ColumnSearch({ column, selectedKeys, setSelectedKeys, confirm, clearFilters, close }: ColumnSearchProps) {
  const { t } = useTranslation();
  const label = t('table.search_placeholder', { column });
  const value = typeof selectedKeys[0] === 'string' ? selectedKeys[0] : '';
  return (
    // Keys typed here must not reach the header cell, whose Enter toggles the sort order.
    <div style={{ padding: 8, width: 240 }} onKeyDown={(event) => event.stopPropagation()}>
      <Input
        aria-label={label}
        placeholder={label}
        value={value}
        autoFocus
        allowClear
        onChange={(event) => setSelectedKeys(event.target.value ? [event.target.value] : [])}
        onPressEnter={() => confirm()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
        style={{ marginBottom: 8 }}
      />
      <Space>
        <Button type="primary" size="small" icon={<SearchOutlined aria-hidden />} onClick={() => confirm()}>
          {t('table.search')}
        </Button>
        <Button
          size="small"
          onClick={() => {
            clearFilters?.();
            confirm();
          }}
        >
          {t('table.reset')}
        </Button>
      </Space>
    </div>
  );
}
