/** Route 'profile.edit' (/profile/edit): edit the signed-in user's own data. */
import { Card } from '../../../components/page/card';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page/page-loading';
import { paths } from '../../../lib/paths';
import { useMe } from '../../../lib/use-me';
import { ProfileForm } from '../components/profile-form';

/** The profile form; after saving it returns to the profile. */
export function ProfileEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();
  return (
    <Card title={t('profile.edit_title')}>
      {me.data ? <ProfileForm user={me.data} onSaved={() => void navigate(paths.profile.path)} /> : <PageLoading />}
    </Card>
  );
}
