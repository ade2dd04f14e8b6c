// /booknow/resort/details (spec §2.1): a resort's availability for the URL's stay and adults
// (spec §7 GET /properties/availability), and Hold (POST /itineraries, ours), which opens the
// checkout at the new itinerary.

import { MESSAGES } from '@wl/core';
import { failureMessage } from '@wl/machines';
import { type RemotePageProps, useRequest } from '@wl/remote-kit';
import { ResortDetails } from '@wl/ui';
import { useState } from 'react';
import {
  parseResortSearch,
  propertyIdOf,
  RESORT_PATHS,
  resortSearchQuery,
} from '../resortQuery.ts';
import { useResortPage } from './resortPage.ts';

export default function ResortDetailsPage(props: RemotePageProps) {
  const { api, viewer, allowNonLoginFlow, mustSignIn, here, loginHref } = useResortPage(props);
  const search = parseResortSearch(props.search);
  const propertyId = propertyIdOf(props.search);
  const stay =
    search && propertyId !== null
      ? {
          property_id: propertyId,
          check_in: search.checkIn,
          check_out: search.checkOut,
          adults: search.adults,
        }
      : null;
  const input = mustSignIn ? null : stay;
  const availability = useRequest(
    (query: typeof input, signal) =>
      query
        ? api.resort.availability({ ...query, currency: 'USD' }, signal)
        : Promise.reject(MESSAGES.loadFailedDefault),
    input,
    `${props.search}:${mustSignIn}`,
  );
  const [holding, setHolding] = useState(false);
  const [holdError, setHoldError] = useState<string | null>(null);
  const hold = async () => {
    if (!stay) return;
    setHolding(true);
    setHoldError(null);
    try {
      const itinerary = await api.resort.hold(stay);
      props.navigate(
        `${RESORT_PATHS.checkout}?${new URLSearchParams({ reference: itinerary.reference_number })}`,
      );
    } catch (error) {
      setHoldError(failureMessage(error, MESSAGES.loadFailedDefault));
      setHolding(false);
    }
  };
  return (
    <ResortDetails
      status={mustSignIn ? 'signIn' : availability.status}
      availability={availability.data}
      error={availability.error}
      onRetry={availability.retry}
      onHold={() => void hold()}
      holding={holding}
      holdError={holdError}
      backHref={search ? `${RESORT_PATHS.search}?${resortSearchQuery(search)}` : RESORT_PATHS.home}
      loginHref={loginHref}
      viewer={viewer}
      allowNonLoginFlow={allowNonLoginFlow}
      returnTo={here}
    />
  );
}
