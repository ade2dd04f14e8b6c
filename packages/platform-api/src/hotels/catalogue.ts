import {
  type HotelDetails,
  type HotelRoom,
  type HotelStay,
  type HotelSummary,
  stayNights,
} from '@wl/core';
import type { Services } from '../context.ts';
import type { HotelDetails as DealHotelDetails } from '../demo/dealGenerator.ts';
import { type FullRates, priceIn } from '../pricing.ts';
import { distanceKm } from '../reference/geo.ts';
import { cityNear } from '../reference/places.ts';
import {
  cityHotels,
  dealHotel,
  type InventoryHotel,
  type InventoryRoom,
  inventoryHotel,
} from './inventory.ts';

/** How far from the searched point hotels are offered, and the city a search is made in. */
export const SEARCH_RADIUS_KM = 30;
const CITY_RADIUS_KM = 40;

interface DealRow {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  base_rate: number;
  tax_and_fee: number;
  total_rate: number;
  published_rate: number;
  details_json: string;
}

function fromDealRow(row: DealRow): InventoryHotel {
  return dealHotel({
    id: row.id,
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    details: JSON.parse(row.details_json) as DealHotelDetails,
    rates: {
      publishedRate: row.published_rate,
      totalRate: row.total_rate,
      savedPrice: row.published_rate - row.total_rate,
      baseRate: row.base_rate,
      taxAndFee: row.tax_and_fee,
    },
  });
}

const DEAL_COLUMNS =
  'id, name, latitude, longitude, base_rate, tax_and_fee, total_rate, published_rate, details_json';

/** The hotels one agency sells: its own deal hotels, then the reference inventory. */
export function hotelCatalogue(services: Services, agencyId: number) {
  const dealHotels = (): InventoryHotel[] =>
    (
      services.db
        .prepare(
          `SELECT ${DEAL_COLUMNS} FROM deals WHERE agency_id = ? AND service = 'hotel' ORDER BY position`,
        )
        .all(agencyId) as unknown as DealRow[]
    ).map(fromDealRow);

  return {
    /** A hotel by id: a deal hotel of this agency, or an inventory hotel; else undefined. */
    find(id: string): InventoryHotel | undefined {
      const row = services.db
        .prepare(
          `SELECT ${DEAL_COLUMNS} FROM deals WHERE agency_id = ? AND service = 'hotel' AND id = ?`,
        )
        .get(agencyId, id) as unknown as DealRow | undefined;
      return row ? fromDealRow(row) : inventoryHotel(id);
    },

    /** Hotels within the search radius of a point, nearest first, and the city searched. */
    near(point: { latitude: number; longitude: number }) {
      const city = cityNear(point, CITY_RADIUS_KM);
      const hotels = [...dealHotels(), ...(city ? cityHotels(city) : [])]
        .map((hotel) => ({ hotel, km: distanceKm(point, hotel) }))
        .filter(({ km }) => km <= SEARCH_RADIUS_KM)
        .sort((a, b) => a.km - b.km);
      return { city, hotels };
    },
  };
}

/** Guests each room must sleep when the party shares the rooms out evenly. */
export function guestsPerRoom(stay: HotelStay): number {
  return Math.ceil((stay.adults + stay.children) / stay.rooms);
}

/** A room's price for the stay: its nightly rate times nights times rooms, in US dollars. */
export function stayRates(room: InventoryRoom, stay: HotelStay): FullRates {
  return priceIn(room.nightly, 1, stayNights(stay.checkIn, stay.checkOut) * stay.rooms, 'USD');
}

/** The rooms that sleep the party, cheapest first, priced for the stay. */
/** The hotel as a booking names it (core `bookedHotelSchema`). */
export function bookedHotel(hotel: InventoryHotel) {
  return {
    id: hotel.id,
    name: hotel.name,
    address: hotel.address,
    rating: hotel.rating,
    heroImage: hotel.heroImage,
  };
}

export function roomsForStay(hotel: InventoryHotel, stay: HotelStay) {
  const perRoom = guestsPerRoom(stay);
  return hotel.rooms
    .filter((room) => room.maxGuests >= perRoom)
    .map((room) => ({ room, rates: stayRates(room, stay) }))
    .sort((a, b) => a.rates.totalRate - b.rates.totalRate);
}

type ViewerRates = (rates: FullRates) => HotelSummary['rates'];

function place(hotel: InventoryHotel, from: { name: string; latitude: number; longitude: number }) {
  return {
    id: hotel.id,
    name: hotel.name,
    rating: hotel.rating,
    address: hotel.address,
    heroImage: hotel.heroImage,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    distance: Math.round(distanceKm(from, hotel) * 10) / 10,
    distanceFrom: from.name,
    amenities: hotel.amenities,
  };
}

/** A results-list entry: the cheapest room that sleeps the party, or undefined if none does. */
export function hotelSummary(
  hotel: InventoryHotel,
  stay: HotelStay,
  from: { name: string; latitude: number; longitude: number },
  forViewer: ViewerRates,
): HotelSummary | undefined {
  const cheapest = roomsForStay(hotel, stay)[0];
  if (!cheapest) return undefined;
  return {
    ...place(hotel, from),
    heroImage: hotel.heroImage,
    freeCancellation: cheapest.room.freeCancellation,
    rates: forViewer(cheapest.rates),
  } as HotelSummary;
}

/** A hotel's page: its rooms that sleep the party, priced for the stay. */
export function hotelDetails(
  hotel: InventoryHotel,
  stay: HotelStay,
  forViewer: ViewerRates,
): HotelDetails {
  const city = cityNear(hotel, CITY_RADIUS_KM);
  const from = city ?? {
    name: hotel.address,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
  };
  const rooms = roomsForStay(hotel, stay);
  return {
    ...place(hotel, from),
    freeCancellation: rooms[0]?.room.freeCancellation ?? false,
    description: hotel.description,
    images: hotel.images,
    nights: stayNights(stay.checkIn, stay.checkOut),
    rooms: rooms.map(
      ({ room, rates }): HotelRoom => ({
        id: room.id,
        name: room.name,
        beds: room.beds,
        maxGuests: room.maxGuests,
        board: room.board,
        freeCancellation: room.freeCancellation,
        rates: forViewer(rates),
      }),
    ),
  } as HotelDetails;
}
