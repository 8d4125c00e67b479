import { Container, Paper, Stepper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { useSession } from '@/lib/use-session';
import { STEP_INDEX } from '../wizard-steps';
import { ForceItalian } from './force-italian';
import { OnboardingRedirect } from './onboarding-redirect';

function WizardFrame({ active }: { active: number }) {
  const { t } = useTranslation('registration');
  return (
    <Container size="md" px="md">
      <Title order={1} size="h2" mb="lg">
        {t('wizard.title')}
      </Title>
      <Stepper active={active} size="sm" mb="xl" allowNextStepsSelect={false} aria-label={t('wizard.title')}>
        <Stepper.Step label={t('wizard.steps.personal')} />
        <Stepper.Step label={t('wizard.steps.company')} />
        <Stepper.Step label={t('wizard.steps.summary')} />
        <Stepper.Step label={t('wizard.steps.contract')} />
      </Stepper>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <Outlet />
      </Paper>
    </Container>
  );
}

const stepOf = (pathname: string, registerId: string) => {
  const prefix = `/registrazione/${registerId}/`;
  const rest = decodeURIComponent(pathname).startsWith(prefix)
    ? decodeURIComponent(pathname).slice(prefix.length).replace(/\/$/, '')
    : '';
  return STEP_INDEX[rest] ?? 0;
};

/**
 * The wizard (always Italian, with its stepper). The steps need the registering user's session: a visitor
 * without one goes to /sso, an administrator to /home, and a wrong registerId to the user's own first
 * missing step. `open` (the success page) needs no session: completing the contract signed the user out.
 */
export function WizardLayout({ open = false }: { open?: boolean }) {
  const { data: session, isPending } = useSession();
  const { registerId = '' } = useParams();
  const { pathname } = useLocation();
  const active = stepOf(pathname, registerId);
  if (!open) {
    if (isPending) return <FullPageLoader />;
    if (!session) return <Navigate to="/sso" replace state={{ from: { pathname } }} />;
    if (session.role === 'ROLE_ADMIN') return <Navigate to="/home" replace />;
    if (session.id !== registerId) return <OnboardingRedirect />;
  }
  return (
    <ForceItalian>
      <WizardFrame active={active} />
    </ForceItalian>
  );
}

export const OpenWizardLayout = () => <WizardLayout open />;
