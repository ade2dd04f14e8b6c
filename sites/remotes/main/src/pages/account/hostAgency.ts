// The sign-in options of the host's agency (spec §3), with core's defaults for any the host left
// out: what core's sign-up and sign-in rules read.
import { type Agency, agencyShape } from '@wl/core';
import type { AgencyPayload } from '@wl/remote-host/remote';

export type SignInOptions = Pick<
  Agency,
  'sso' | 'returnUrl' | 'isHideLoginOption' | 'isHideSignupOption'
>;

export function signInOptions(agency: AgencyPayload): SignInOptions {
  return {
    sso: agencyShape.sso.parse(agency.sso),
    returnUrl: agency.returnUrl,
    isHideLoginOption: agencyShape.isHideLoginOption.parse(agency.isHideLoginOption),
    isHideSignupOption: agencyShape.isHideSignupOption.parse(agency.isHideSignupOption),
  };
}
