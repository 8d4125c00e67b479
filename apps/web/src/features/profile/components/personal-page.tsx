import { DELAYS_MS, profileOperations } from '@hrwe/domain';
import { useTranslation } from 'react-i18next';
import { usePersonal } from '../api/get-personal';
import { useSavePersonal } from '../api/save-personal';
import { PERSONAL_FIELDS } from './detail-form';
import { DetailPage } from './detail-page';

/** /profile/personal: the HR user's personal detail; the page reloads 2 s after a save. */
export function ProfilePersonalPage() {
  const { t } = useTranslation('profile');
  return (
    <DetailPage
      title={t('personal.title')}
      saved={t('saved')}
      reloadAfterMs={DELAYS_MS.profileReload}
      query={usePersonal()}
      save={useSavePersonal()}
      fields={PERSONAL_FIELDS}
      initial={(d) => d.personalDetail ?? {}}
      schema={profileOperations.savePersonal.body}
    />
  );
}
