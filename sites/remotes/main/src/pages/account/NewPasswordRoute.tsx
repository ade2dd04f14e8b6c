import { ACCOUNT_PATHS } from '@wl/core';
import type { RemotePageProps } from '@wl/remote-kit';
import { remoteApi } from '@wl/remote-kit';
import { NewPasswordPage } from '@wl/ui';
import { useMemo } from 'react';
import { useAccountRequest } from './useAccountRequest.ts';

/** /newPassword?token=… (spec §2.1): the reset link's page. */
export default function NewPasswordRoute({ host, search }: RemotePageProps) {
  const api = useMemo(() => remoteApi(host), [host]);
  const { actor } = useAccountRequest(
    ACCOUNT_PATHS.newPassword,
    (input) => api.resetPassword({ token: input.token ?? '', password: input.password ?? '' }),
    { doneBefore: search.get('done') === '1' },
  );
  return <NewPasswordPage actor={actor} token={search.get('token')} />;
}
