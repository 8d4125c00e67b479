import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { useSignOut } from '../api/sign-out';

/** /logout and /cas/logout: end the session server-side, then go to /sso. */
export function LogoutPage() {
  const { t } = useTranslation('session');
  const navigate = useNavigate();
  const { mutate } = useSignOut();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(undefined, { onSettled: () => navigate('/sso', { replace: true }) });
  }, [mutate, navigate]);
  return <FullPageLoader label={t('logout.inProgress')} />;
}
