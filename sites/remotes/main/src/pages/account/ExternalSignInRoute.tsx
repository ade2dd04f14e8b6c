import { externalSignInTarget } from '@wl/core';
import type { RemotePageProps } from '@wl/remote-kit';
import { ExternalSignInPage } from '@wl/ui';
import { useEffect, useMemo } from 'react';
import { signInOptions } from './hostAgency.ts';

/** /sso and /social (spec §2.1): on to the agency's sign-in (core `externalSignInTarget`). */
export default function ExternalSignInRoute({ host, search, navigate }: RemotePageProps) {
  const target = useMemo(
    () =>
      host.agency ? externalSignInTarget(signInOptions(host.agency), search.get('redirect')) : null,
    [host.agency, search],
  );
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
  return target ? <ExternalSignInPage target={target} /> : null;
}
