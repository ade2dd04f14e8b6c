// /booknow/hotels/deal/{proposalId} (spec §2.1): a deal link opens the deal's hotel, for the
// home deals' stay (spec §9), on the hotel page of search-details.
import { stayQuery } from '@wl/core';
import type { RemotePageProps } from '@wl/remote-kit';
import { useEffect } from 'react';
import { defaultStay } from './HotelSearchDetailsPage.tsx';

export default function HotelDealPage(props: RemotePageProps) {
  const { navigate, params } = props;
  const target = `/booknow/hotels/search-details?${new URLSearchParams({
    hotelId: params.proposalId ?? '',
    ...stayQuery(defaultStay(props)),
  })}`;
  useEffect(() => navigate(target, { replace: true }), [navigate, target]);
  return null;
}
