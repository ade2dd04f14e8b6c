// The main remote's account pages, keyed by the route table's pattern (core ROUTE_TABLE path).
import { ACCOUNT_PATHS } from '@wl/core';
import { lazy } from 'react';
import type { PageTable } from '../registry.ts';

const externalSignIn = lazy(() => import('./ExternalSignInRoute.tsx'));
const sessionExpired = lazy(() => import('./SessionExpiredRoute.tsx'));

export const accountPages: PageTable = {
  [ACCOUNT_PATHS.signup]: lazy(() => import('./SignupRoute.tsx')),
  [ACCOUNT_PATHS.verify]: lazy(() => import('./VerifyRoute.tsx')),
  [ACCOUNT_PATHS.forgotPassword]: lazy(() => import('./ForgotPasswordRoute.tsx')),
  [ACCOUNT_PATHS.newPassword]: lazy(() => import('./NewPasswordRoute.tsx')),
  [ACCOUNT_PATHS.sso]: externalSignIn,
  [ACCOUNT_PATHS.social]: externalSignIn,
  [ACCOUNT_PATHS.expired]: sessionExpired,
  [ACCOUNT_PATHS.expiry]: sessionExpired,
  [ACCOUNT_PATHS.subscription]: lazy(() => import('./SubscriptionRoute.tsx')),
};
