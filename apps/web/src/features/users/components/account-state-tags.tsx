/** The account's state as tags: 'Gedeactiveerd', 'Uitgenodigd', or the last sign-in. */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { User } from '@console/contract/users';
import { PlainText } from '../../../components/page/plain-text';
import { formatMoment } from '../../../lib/format-moment';
import { signInState } from '../model/account-state';

type Fields = Pick<User, 'active' | 'invited_at' | 'last_sign_in_at' | 'deactivated_at'>;

/** Active or deactivated (since when, on the detail screen). */
export function ActiveTag({ user, since = false }: { user: Fields; since?: boolean }) {
  const { t, i18n } = useTranslation();
  if (user.active) return <Tag color="green">{t('users.state_active')}</Tag>;
  return (
    <Tag color="red">
      {since && user.deactivated_at
        ? t('users.state_deactivated_since', { when: formatMoment(user.deactivated_at, i18n.language) })
        : t('users.state_deactivated')}
    </Tag>
  );
}

/** 'Uitgenodigd' until the first sign-in, then the last sign-in; '—' when neither is known. */
export function SignInText({ user }: { user: Fields }) {
  const { t, i18n } = useTranslation();
  const state = signInState(user);
  if (state.kind === 'invited') return <Tag color="blue">{t('users.invited')}</Tag>;
  if (state.kind === 'never') return <PlainText type="secondary">—</PlainText>;
  return <>{formatMoment(state.at, i18n.language)}</>;
}
