import { DELAYS_MS, profileOperations } from '@hrwe/domain';
import { useTranslation } from 'react-i18next';
import { useAdminDetail } from '../api/get-admin-detail';
import { useSaveAdminDetail } from '../api/save-admin-detail';
import { PERSONAL_FIELDS } from './detail-form';
import { DetailPage } from './detail-page';

/** /admin/personal: the administrator's personal detail; thank-you message, then reload after 3 s. */
export function AdminPersonalPage() {
  const { t } = useTranslation('profile');
  return (
    <DetailPage
      title={t('admin.title')}
      saved={t('admin.thanks')}
      reloadAfterMs={DELAYS_MS.adminProfileReload}
      query={useAdminDetail()}
      save={useSaveAdminDetail()}
      fields={PERSONAL_FIELDS}
      initial={(d) => ({
        firstName: d.firstName ?? '',
        lastName: d.lastName ?? '',
        ...(d.personalDetail ?? {}),
      })}
      schema={profileOperations.saveAdminDetail.body}
    />
  );
}
