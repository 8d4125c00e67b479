import { useTranslation } from 'react-i18next';
import { errorKeyOf } from './api';

/**
 * Translates a message key (server error key or zod message key) through the 'errors' namespace,
 * falling back to the generic message. Accepts a key, an ApiError or any thrown value.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  return (error) => {
    const key = typeof error === 'string' ? error : errorKeyOf(error);
    return t(key, { defaultValue: t('GENERIC') });
  };
}
