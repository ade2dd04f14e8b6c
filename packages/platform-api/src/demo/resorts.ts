import { offsetPoint } from '../reference/geo.ts';
import { DEMO_IMAGE_BASE, HOTEL_IMAGE_COUNT } from './dealGenerator.ts';
import { SeededRandom } from './random.ts';

export interface ResortRegion {
  id: number;
  name: string;
  parent_id: number | null;
}

export interface ResortProperty {
  id: number;
  regionId: number;
  name: string;
  latitude: number;
  longitude: number;
  rating: number;
  image: string;
  nightlyUsd: number;
  rooms: number;
}

/** Top regions and their sub-regions (spec §3: id, name, parent_id), near the demo markets. */
const REGIONS: readonly [number, string, number | null, number?, number?][] = [
  [1, 'Mexican Caribbean', null],
  [2, 'Caribbean Islands', null],
  [3, 'Florida', null],
  [4, 'Scandinavian Mountains', null],
  [5, 'Mediterranean', null],
  [101, 'Cancún', 1, 21.1619, -86.8515],
  [102, 'Playa del Carmen', 1, 20.6296, -87.0739],
  [103, 'Tulum', 1, 20.2114, -87.4654],
  [104, 'Cozumel', 1, 20.423, -86.9223],
  [201, 'Punta Cana', 2, 18.582, -68.4055],
  [202, 'Montego Bay', 2, 18.4762, -77.8939],
  [203, 'Nassau & Paradise Island', 2, 25.086, -77.323],
  [204, 'Aruba', 2, 12.5211, -69.9683],
  [301, 'Miami Beach', 3, 25.7907, -80.13],
  [302, 'Florida Keys', 3, 24.948, -80.604],
  [303, 'Orlando', 3, 28.5384, -81.3789],
  [401, 'Hemsedal', 4, 60.8626, 8.5525],
  [402, 'Trysil', 4, 61.3148, 12.263],
  [403, 'Geilo', 4, 60.534, 8.2067],
  [404, 'Åre', 4, 63.399, 13.0815],
  [501, 'Mallorca', 5, 39.6953, 3.0176],
  [502, 'Costa del Sol', 5, 36.5101, -4.8825],
  [503, 'Crete', 5, 35.2401, 24.8093],
  [504, 'Algarve', 5, 37.0179, -7.9307],
];

const PROPERTY_NAMES: Readonly<Record<number, [string, string]>> = {
  101: ['Azul Lagoon Resort & Spa', 'Coral Sands All-Inclusive'],
  102: ['Selva Maya Beach Resort', 'Playa Blanca Family Resort'],
  103: ['Cenote Garden Eco Resort', 'Tulum Ruins View Villas'],
  104: ['Reef Club Cozumel', 'Isla Palms Resort'],
  201: ['Bávaro Breeze Resort', 'Coconut Coast All-Inclusive'],
  202: ['Montego Sunset Resort', 'Blue Mountain Bay Club'],
  203: ['Cable Beach Pearl Resort', 'Paradise Cove Suites'],
  204: ['Eagle Beach Palms', 'Palm Beach Trade Winds Resort'],
  301: ['South Beach Art Deco Resort', 'Bal Harbour Ocean Club'],
  302: ['Islamorada Mangrove Lodge', 'Key Largo Reef Resort'],
  303: ['Lake Buena Vista Family Resort', 'Orlando Springs Golf Resort'],
  401: ['Hemsedal Fjellhotell', 'Skarsnuten Lodge'],
  402: ['Trysil Høyfjellssenter', 'Fageråsen Ski Lodge'],
  403: ['Geilo Fjellstue', 'Hallingskarvet Lodge'],
  404: ['Åre Fjällby Resort', 'Duved Mountain Lodge'],
  501: ["Cala d'Or Sun Resort", 'Tramuntana Finca Hotel'],
  502: ['Marbella Golden Mile Resort', 'Estepona Beach Club'],
  503: ['Elounda Bay Villas', 'Chania Olive Grove Resort'],
  504: ['Praia da Rocha Cliff Resort', 'Vilamoura Marina Resort'],
};

export function resortRegions(): ResortRegion[] {
  return REGIONS.map(([id, name, parent_id]) => ({ id, name, parent_id }));
}

/** Two properties per sub-region, placed and priced by a seeded generator. */
export function resortProperties(): ResortProperty[] {
  const random = new SeededRandom('resort-properties');
  const properties: ResortProperty[] = [];
  for (const [regionId, , parent, latitude, longitude] of REGIONS) {
    if (parent === null || latitude === undefined || longitude === undefined) continue;
    for (const name of PROPERTY_NAMES[regionId] ?? []) {
      const id = properties.length + 1;
      properties.push({
        id,
        regionId,
        name,
        ...offsetPoint({ latitude, longitude }, random.between(0.5, 12), random.between(0, 360)),
        rating: random.int(7, 10) / 2,
        // The demo hotel pictures, drawn by the API (routes/demoImages.ts): a demo site shows
        // them offline, where a path to a photo it does not have showed a broken image.
        image: `${DEMO_IMAGE_BASE}/hotels/hotel-${String(((id - 1) % HOTEL_IMAGE_COUNT) + 1).padStart(2, '0')}.svg`,
        nightlyUsd: Math.round(random.between(140, 620) * 100) / 100,
        rooms: random.int(24, 220),
      });
    }
  }
  return properties;
}
