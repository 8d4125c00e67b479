import {
  ageWindow,
  type BodyIn,
  birthCalendarOpening,
  HR_MAX_AGE,
  HR_MIN_AGE,
  registrationOperations,
} from '@hrwe/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { useRegistrationData } from '../api/registration-data';
import { useSaveDetail } from '../api/save-detail';
import { wizardPath } from '../wizard-steps';
import { DetailForm, type Section } from './detail-form';

/** /registrazione/:registerId/personalDetail */
export function PersonalDetailPage() {
  const { t } = useTranslation('registration');
  const { registerId = '' } = useParams();
  const navigate = useNavigate();
  const { data, isPending } = useRegistrationData();
  const save = useSaveDetail('personal', registerId);
  const now = useMemo(() => new Date(), []);
  const window = ageWindow(now, HR_MIN_AGE, HR_MAX_AGE);
  const { earliest, latest } = window;
  if (isPending) return <FullPageLoader />;
  const sections: Section[] = [
    {
      fields: [
        { name: 'firstName', span: 6 },
        { name: 'lastName', span: 6 },
        { name: 'fiscalCode', span: 6 },
        {
          name: 'dateOfBirth',
          span: 6,
          kind: 'date',
          minDate: earliest,
          maxDate: latest,
          openAt: birthCalendarOpening(now, window),
        },
        { name: 'cityOfBirth', span: 6 },
        { name: 'countryOfBirth', span: 6 },
      ],
    },
    {
      title: t('personal.residence'),
      fields: [
        { name: 'personalResidenceVia', span: 9 },
        { name: 'personalResidenceNCivic', span: 3 },
        { name: 'personalResidenceCity', span: 5 },
        { name: 'personalResidenceProvince', span: 3 },
        { name: 'personalResidenceCountry', span: 4 },
        { name: 'telephoneNumberPrefix', span: 3, required: false, type: 'tel' },
        { name: 'telephoneNumber', span: 9, type: 'tel' },
      ],
    },
  ];
  return (
    <DetailForm
      labels="personal"
      title={t('personal.title')}
      sections={sections}
      schema={registrationOperations.savePersonal.body}
      initial={{ telephoneNumberPrefix: '+39', ...(data?.personalDetail ?? {}) }}
      onSubmit={(values) => save.mutateAsync(values as BodyIn<typeof registrationOperations.savePersonal>)}
      onSaved={() => navigate(wizardPath(registerId, 'companyDetail'))}
    />
  );
}
