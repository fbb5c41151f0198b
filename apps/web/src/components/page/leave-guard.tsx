/**
 * Asks before a screen with unsaved work is left (react-router's useBlocker): while `when` holds,
 * a navigation to another path (a menu entry, a link, the browser's back button) waits for a
 * dialog, 'Verlaten' / 'Blijven' (en: 'Leave' / 'Stay'). A change of the address's query on the
 * same screen (the map's selected object) is no leaving. A reload or a closed tab is the
 * browser's to ask about, not this.
 */
import { useCallback, useContext, useEffect, useRef, type ReactElement } from 'react';
import { Modal } from 'antd';
import { useBlocker, type BlockerFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NavigationHeldContext } from '../../lib/navigation-held';

export interface LeaveGuardTexts {
  /** The dialog's title, a question ('De kaart verlaten?'). */
  title: string;
  /** What is lost. */
  content: string;
}

export interface LeaveGuard {
  /** The dialog; render it anywhere in the screen. */
  dialog: ReactElement;
  /**
   * Lets the next navigation through without asking: call it right before a save moves on
   * by itself (the new action's page), whose state change comes too late for the guard.
   */
  release: () => void;
}

/** The guard of a screen whose work is unsaved while `when` holds. */
export function useLeaveGuard(when: boolean, texts: LeaveGuardTexts): LeaveGuard {
  const { t } = useTranslation();
  const released = useRef(false);
  useEffect(() => {
    if (!when) released.current = false;
  }, [when]);
  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) =>
    when && !released.current && currentLocation.pathname !== nextLocation.pathname, [when]);
  const blocker = useBlocker(shouldBlock);
  const held = useContext(NavigationHeldContext);
  useEffect(() => {
    if (blocker.state === 'blocked') held();
  }, [blocker.state, held]);
  const release = useCallback(() => { released.current = true; }, []);
  const dialog = (
    <Modal open={blocker.state === 'blocked'} title={texts.title} okText={t('leave.leave')} cancelText={t('leave.stay')}
      okButtonProps={{ danger: true }} onOk={() => blocker.proceed?.()} onCancel={() => blocker.reset?.()}>
      {texts.content}
    </Modal>
  );
  return { dialog, release };
}
