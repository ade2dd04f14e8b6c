import { ACCOUNT_PATHS } from '@wl/core';
import type { RemotePageProps } from '@wl/remote-kit';
import { remoteApi } from '@wl/remote-kit';
import { VerifyEmailPage } from '@wl/ui';
import { useEffect, useMemo } from 'react';
import { useAccountRequest } from './useAccountRequest.ts';

/** /verify?token=… (spec §2.1): the e-mailed link, used by a POST the page makes. */
export default function VerifyRoute({ host, search }: RemotePageProps) {
  const api = useMemo(() => remoteApi(host), [host]);
  const token = search.get('token');
  const { actor } = useAccountRequest(ACCOUNT_PATHS.verify, (input) =>
    api.verifyEmail(input.token ?? ''),
  );
  useEffect(() => {
    // A second SUBMIT (React's development double effect) is ignored while the first is sent.
    if (token) actor.send({ type: 'SUBMIT', input: { token } });
  }, [actor, token]);
  return <VerifyEmailPage actor={actor} hasToken={Boolean(token)} />;
}
