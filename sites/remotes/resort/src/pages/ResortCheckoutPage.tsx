// /booknow/resort/checkout (spec §2.1): the held itinerary of the URL's reference (spec §7 GET
// /properties/hold-check) with Release hold (spec §4: PUT /itineraries?…&status=RELEASE) and Book
// and pay. A failed release is a toast of the page (spec §8: the server's error or 'Internal
// Server Error'). Booking the hold is the booking engine's checkout on the same path: `book=1`
// with the hold's reference for its traveller, `bookingId` for its payment and confirmation.
import { MESSAGES, offerHref, type ResortItinerary } from '@wl/core';
import { failureMessage } from '@wl/machines';
import { createRemoteClient } from '@wl/remote-host/remote';
import { BookingCheckout, type RemotePageProps, useRequest } from '@wl/remote-kit';
import { AccessNotice, ResortHold } from '@wl/ui';
import { useState } from 'react';
import { RESORT_PATHS } from '../resortQuery.ts';
import { useResortPage } from './resortPage.ts';

export default function ResortCheckoutPage(props: RemotePageProps) {
  const reference = props.search.get('reference');
  if (props.search.has('bookingId') || (reference && props.search.get('book') === '1')) {
    return (
      <BookingCheckout
        {...props}
        vertical="resorts"
        offer={reference ? { query: {}, offerId: reference } : null}
        resultsHref={RESORT_PATHS.home}
      />
    );
  }
  return <ResortHoldPage {...props} />;
}

function ResortHoldPage(props: RemotePageProps) {
  const { api, mustSignIn, loginHref } = useResortPage(props);
  const reference = props.search.get('reference');
  const input = reference && !mustSignIn ? reference : null;
  const check = useRequest(
    (ref: string | null, signal) =>
      ref ? api.resort.holdCheck(ref, signal) : new Promise<never>(() => {}),
    input,
    input ?? '',
  );
  const [released, setReleased] = useState<ResortItinerary | null>(null);
  const [releasing, setReleasing] = useState(false);
  const release = async () => {
    if (!reference) return;
    setReleasing(true);
    try {
      setReleased(await api.resort.release(reference));
    } catch (error) {
      createRemoteClient().showToast(failureMessage(error, MESSAGES.resortReleaseFailed), 'error');
    } finally {
      setReleasing(false);
    }
  };
  // The hold belongs to a signed-in traveller (or the non-login flow): asked to log in, not sent
  // there. On a page load the host's user is null until the session restores, so a traveller
  // sees this for a moment and then the hold (a redirect sent them to /login instead).
  if (mustSignIn) {
    return <AccessNotice access={{ kind: 'signIn', loginHref }} homeHref="/mytrip/dashboard" />;
  }
  return (
    <ResortHold
      status={reference ? check.status : 'missing'}
      itinerary={released ?? check.data}
      error={check.error}
      onRetry={check.retry}
      onRelease={() => void release()}
      releasing={releasing}
      newSearchHref={RESORT_PATHS.home}
      {...(reference ? { bookHref: offerHref('resorts', new URLSearchParams(), reference) } : {})}
    />
  );
}
