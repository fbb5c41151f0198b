/**
 * The header's switcher dialog, loaded when it is first opened: the dialog, the two searchable
 * dropdowns and a super admin's create forms (switcher-modal.tsx) are a chunk of their own, so
 * the layout around every screen loads none of it. Once loaded it stays, and opens
 * and closes as a dialog does.
 */
import { lazy } from 'react';
import { LazyDialog } from '../../../components/page/lazy-dialog';

export interface SwitcherDialogProps {
  open: boolean;
  onClose: () => void;
}

const SwitcherModal = lazy(() => import('./switcher-modal').then((m) => ({ default: m.SwitcherModal })));

/** Choosing a network stores it and goes to admin home; leaving without one says select_network. */
export function SwitcherDialog({ open, onClose }: SwitcherDialogProps) {
  return (
    <LazyDialog open={open}>
      <SwitcherModal open={open} onClose={onClose} />
    </LazyDialog>
  );
}
