import { ACCOUNT_PATHS } from '@wl/core';
import type { RemotePageProps } from '@wl/remote-kit';
import { remoteApi } from '@wl/remote-kit';
import { ForgotPasswordPage } from '@wl/ui';
import { useMemo } from 'react';
import { useAccountRequest } from './useAccountRequest.ts';

/** /forgotpassword (spec §2.1). */
export default function ForgotPasswordRoute({ host, search }: RemotePageProps) {
  const api = useMemo(() => remoteApi(host), [host]);
  const { actor, previousEmail } = useAccountRequest(
    ACCOUNT_PATHS.forgotPassword,
    (input) => api.forgotPassword(input.email ?? ''),
    { doneBefore: search.get('sent') === '1' },
  );
  return <ForgotPasswordPage actor={actor} {...(previousEmail ? { previousEmail } : {})} />;
}
