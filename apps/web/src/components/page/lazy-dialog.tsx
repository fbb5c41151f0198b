/**
 * A dialog whose chunk loads when it is first opened (`children` made with React.lazy): nothing
 * before that, a spinner over the page while the chunk loads, then the dialog, kept from then
 * on so it closes and opens again as a dialog does (a screen loads no dialog it may
 * never open).
 */
import { Suspense, useState, type ReactNode } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** While a dialog's chunk loads, a spinner over the page. */
function DialogLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')}>
      <Spin fullscreen />
    </div>
  );
}

export function LazyDialog({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return <Suspense fallback={open ? <DialogLoading /> : null}>{children}</Suspense>;
}
