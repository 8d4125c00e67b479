import type { ComponentType } from 'react';
import type { FeatureRoutes } from '@/app/feature-routes';
import type { RouteHandle } from '@/app/layouts/public-layout';

const italian: RouteHandle = { hideLanguage: true };

const page = <T extends string>(load: () => Promise<Record<T, ComponentType>>, name: T) => ({
  lazy: () => load().then((m) => ({ Component: m[name] })),
});

export const registrationRoutes: FeatureRoutes = {
  public: [
    { index: true, ...page(() => import('./components/landing-page'), 'LandingPage') },
    {
      path: 'intro-registrazione',
      handle: { hideLogout: true } satisfies RouteHandle,
      ...page(() => import('./components/intro-page'), 'IntroPage'),
    },
    {
      // The registration form and the e-mail confirmation: always Italian.
      ...page(() => import('./components/force-italian'), 'ItalianOutlet'),
      handle: italian,
      children: [
        { path: 'registrazione', ...page(() => import('./components/register-page'), 'RegisterPage') },
        {
          path: 'registrazione/:activationCode',
          ...page(() => import('./components/confirm-email-page'), 'ConfirmEmailPage'),
        },
      ],
    },
    {
      path: 'registrazione/:registerId',
      handle: italian,
      ...page(() => import('./components/wizard-layout'), 'WizardLayout'),
      children: [
        {
          path: 'personalDetail',
          ...page(() => import('./components/personal-detail-page'), 'PersonalDetailPage'),
        },
        {
          path: 'companyDetail',
          ...page(() => import('./components/company-detail-page'), 'CompanyDetailPage'),
        },
        { path: 'summary', ...page(() => import('./components/summary-page'), 'SummaryPage') },
        {
          path: 'contract/intro',
          ...page(() => import('./components/contract-intro-page'), 'ContractIntroPage'),
        },
        {
          path: 'contract/sign',
          ...page(() => import('./components/contract-sign-page'), 'ContractSignPage'),
        },
      ],
    },
    {
      path: 'registrazione/:registerId/contract/success',
      handle: italian,
      ...page(() => import('./components/wizard-layout'), 'OpenWizardLayout'),
      children: [
        { index: true, ...page(() => import('./components/contract-success-page'), 'ContractSuccessPage') },
      ],
    },
  ],
};
