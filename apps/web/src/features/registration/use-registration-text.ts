import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';

/** Message keys of this feature first (registration:errors), then the shared catalogue. */
export function useRegistrationErrorText(): (error: unknown) => string {
  const { t } = useTranslation('registration');
  const shared = useErrorText();
  return (error) => {
    const key = typeof error === 'string' ? error : errorKeyOf(error);
    return t(`errors.${key}`, { defaultValue: shared(key) });
  };
}
