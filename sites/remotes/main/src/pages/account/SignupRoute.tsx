import { ACCOUNT_PATHS, signupAvailability } from '@wl/core';
import type { RemotePageProps } from '@wl/remote-kit';
import { remoteApi } from '@wl/remote-kit';
import { SignupPage } from '@wl/ui';
import { useEffect, useMemo } from 'react';
import { signInOptions } from './hostAgency.ts';
import { useAccountRequest } from './useAccountRequest.ts';

/** /signup (spec §2.1, §2.6, §6). */
export default function SignupRoute({ host, search, navigate }: RemotePageProps) {
  const api = useMemo(() => remoteApi(host), [host]);
  const availability = useMemo(
    () => (host.agency ? signupAvailability(signInOptions(host.agency)) : null),
    [host.agency],
  );
  const { actor, previousEmail } = useAccountRequest(
    ACCOUNT_PATHS.signup,
    (input) =>
      api.signup({
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
        email: input.email ?? '',
        password: input.password ?? '',
      }),
    { doneBefore: search.get('sent') === '1' },
  );
  // Spec §2.6/§6: an SSO agency without direct login makes its accounts at its own address.
  useEffect(() => {
    if (availability?.kind === 'redirect') navigate(availability.to, { replace: true });
  }, [availability, navigate]);
  if (!availability) return null;
  return (
    <SignupPage
      actor={actor}
      availability={availability}
      {...(previousEmail ? { previousEmail } : {})}
    />
  );
}
