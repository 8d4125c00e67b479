import { COMPANY_TYPES, DELAYS_MS, profileOperations } from '@hrwe/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../api/get-company';
import { useSaveCompany } from '../api/save-company';
import type { FieldSpec } from './detail-form';
import { DetailPage } from './detail-page';

/** /profile/company: the HR user's company detail; the page reloads 2 s after a save. */
export function ProfileCompanyPage() {
  const { t } = useTranslation('profile');
  const query = useCompany();
  const save = useSaveCompany();

  const fields = useMemo<FieldSpec[]>(() => {
    return [
      { name: 'businessName', span: 2 },
      {
        name: 'typeOfCompany',
        type: 'select',
        options: COMPANY_TYPES.map((c) => ({ value: c, label: t(`common:companyType.${c}`) })),
      },
      { name: 'vatNumber' },
      { name: 'businessEmail', type: 'email' },
      { name: 'companyPec', type: 'email' },
      { name: 'companyResidenceVia' },
      { name: 'companyResidenceNCivic' },
      { name: 'companyResidenceCap', inputMode: 'numeric', maxLength: 5 },
      { name: 'companyResidenceCity' },
      { name: 'companyResidenceProvince' },
      { name: 'companyResidenceCountry' },
      { name: 'recipientCode', maxLength: 7, hint: 'recipientCodeHint' },
    ];
  }, [t]);

  return (
    <DetailPage
      title={t('company.title')}
      saved={t('saved')}
      reloadAfterMs={DELAYS_MS.profileReload}
      query={query}
      save={save}
      fields={fields}
      initial={(d) => d.companyDetail ?? {}}
      schema={profileOperations.saveCompany.body}
    />
  );
}
