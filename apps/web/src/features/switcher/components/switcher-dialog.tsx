/**
 * The header's switcher dialog, loaded when it is first opened: the dialog, the two searchable
 * dropdowns and a super admin's create forms (switcher-modal.tsx) are a chunk of their own, so
 * the layout around every screen loads none of it (issue 7). Once loaded it stays, and opens
 * and closes as a dialog does.
 */
import { lazy, Suspense, useState } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export interface SwitcherDialogProps {
  open: boolean;
  onClose: () => void;
}

const SwitcherModal = lazy(() => import('./switcher-modal').then((m) => ({ default: m.SwitcherModal })));

/** While its chunk loads, a spinner over the page. */
function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')}>
      <Spin fullscreen />
    </div>
  );
}

/** Choosing a network stores it and goes to admin home; leaving without one says select_network. */
export function SwitcherDialog({ open, onClose }: SwitcherDialogProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={open ? <Loading /> : null}>
      <SwitcherModal open={open} onClose={onClose} />
    </Suspense>
  );
}
