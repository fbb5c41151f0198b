/**
 * The notice of a 401 that signed the user out (lib/sign-out-notice.ts), as the error
 * catalogue's notification on the sign-in page. The sign-in page loads no antd: this chunk
 * brings antd's providers along, like the recovery dialog, and only when there is a notice.
 */
import { useEffect } from 'react';
import { App } from 'antd';
import { ConsoleProviders } from '../../../components/providers/console-providers';
import type { SignOutNotice as Notice } from '../../../lib/sign-out-notice';

/** Shows `notice` as an error notification (renders nothing else). */
export function SignOutNotice({ notice }: { notice: Notice }) {
  return (
    <ConsoleProviders>
      <ShowNotice notice={notice} />
    </ConsoleProviders>
  );
}

function ShowNotice({ notice }: { notice: Notice }) {
  const { notification } = App.useApp();
  useEffect(() => {
    // The same key as any other: shown once however often the effect runs.
    notification.error({ key: 'sign-out-notice', title: notice.title, description: notice.description });
  }, [notification, notice]);
  return null;
}
