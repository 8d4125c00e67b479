import { ANONYMISED_EMAIL, VISURA_EMAIL } from '@hrwe/domain';
import { useTranslation } from 'react-i18next';

/**
 * A candidate's e-mail as a person reads it: the stored placeholders of a single visura's subject (no e-mail) and of
 * an erased candidate are words of the interface's language, not "N.D." or "anonimizzato".
 */
export function useEmailText() {
  const { t } = useTranslation('common');
  return (email: string) =>
    email === VISURA_EMAIL
      ? t('storedEmail.visura')
      : email === ANONYMISED_EMAIL
        ? t('storedEmail.anonymised')
        : email;
}
