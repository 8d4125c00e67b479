import { type BodyIn, COMPANY_TYPES, registrationOperations } from '@hrwe/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { useRegistrationData } from '../api/registration-data';
import { useSaveDetail } from '../api/save-detail';
import { wizardPath } from '../wizard-steps';
import { DetailForm, type Section } from './detail-form';

/** /registrazione/:registerId/companyDetail */
export function CompanyDetailPage() {
  const { t } = useTranslation('registration');
  const { registerId = '' } = useParams();
  const navigate = useNavigate();
  const { data, isPending } = useRegistrationData();
  const save = useSaveDetail('company', registerId);
  if (isPending) return <FullPageLoader />;
  const sections: Section[] = [
    {
      fields: [
        { name: 'businessName', span: 6 },
        {
          name: 'typeOfCompany',
          span: 6,
          kind: 'select',
          options: COMPANY_TYPES.map((value) => ({ value, label: t(`common:companyType.${value}`) })),
        },
        { name: 'vatNumber', span: 4 },
        { name: 'businessEmail', span: 4, type: 'email' },
        { name: 'companyPec', span: 4, type: 'email' },
      ],
    },
    {
      title: t('company.seat'),
      fields: [
        { name: 'companyResidenceVia', span: 9 },
        { name: 'companyResidenceNCivic', span: 3 },
        { name: 'companyResidenceCap', span: 3, inputMode: 'numeric', maxLength: 5 },
        { name: 'companyResidenceCity', span: 4 },
        { name: 'companyResidenceProvince', span: 2 },
        { name: 'companyResidenceCountry', span: 3 },
      ],
    },
    {
      title: t('company.invoicing'),
      fields: [{ name: 'recipientCode', span: 6, maxLength: 7, hint: 'recipientCodeHint' }],
    },
  ];
  return (
    <DetailForm
      labels="company"
      title={t('company.title')}
      sections={sections}
      schema={registrationOperations.saveCompany.body}
      initial={{ companyResidenceCountry: 'Italia', ...(data?.companyDetail ?? {}) }}
      onSubmit={(values) => save.mutateAsync(values as BodyIn<typeof registrationOperations.saveCompany>)}
      onSaved={() => navigate(wizardPath(registerId, 'summary'))}
      onPrevious={() => navigate(wizardPath(registerId, 'personalDetail'))}
    />
  );
}
