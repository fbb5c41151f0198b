/**
 * The search of one table column: a button in its header (pressed while the column is
 * searched) that opens a box with Search and Clear. Enter searches, Escape closes; either way
 * the focus goes back to the button.
 */
import { useRef, useState } from 'react';
import { Button, Input, Popover, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface ColumnSearchProps {
  /** The column's (translated) name. */
  column: string;
  /** The column's search now; '' when none. */
  value: string;
  onSearch: (text: string) => void;
}

export function ColumnSearch({ column, value, onSearch }: ColumnSearchProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(value);
  const trigger = useRef<HTMLButtonElement>(null);
  const label = t('table.search_placeholder', { column });

  const show = (next: boolean) => {
    if (next) setText(value);
    setOpen(next);
  };
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const search = (next: string) => {
    onSearch(next.trim());
    close();
  };

  const box = (
    <div className="column-search" onKeyDown={(event) => {
      if (event.key === 'Escape') close();
    }}>
      <Input
        aria-label={label}
        placeholder={label}
        value={text}
        autoFocus
        allowClear
        onChange={(event) => setText(event.target.value)}
        onPressEnter={() => search(text)}
      />
      <Space>
        <Button type="primary" size="small" icon={<SearchOutlined aria-hidden />} onClick={() => search(text)}>
          {t('table.search')}
        </Button>
        <Button size="small" onClick={() => search('')}>{t('table.reset')}</Button>
      </Space>
    </div>
  );

  return (
    <Popover content={box} open={open} onOpenChange={show} trigger="click" placement="bottomRight" arrow={false} destroyOnHidden>
      <button
        ref={trigger}
        type="button"
        className="data-table-search"
        aria-label={t('table.filter_column', { column })}
        aria-pressed={value !== ''}
        aria-expanded={open}
      >
        <SearchOutlined aria-hidden />
      </button>
    </Popover>
  );
}
