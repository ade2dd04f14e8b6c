import type { AgencyConfig, BlogPost, DestinationGuide } from '@wl/core';

// Posts and guides for the stories, the same in every theme run so the play functions can name
// them. Their pictures are horizon's demo covers (agency-configs/assets/horizon/).

export const ENGLISH_POST: BlogPost = {
  slug: 'lisbon-in-spring',
  title: 'Lisbon in spring: five days of trams, tiles and custard tarts',
  summary: 'Why April and May are the best months for Lisbon, and a five-day plan for the city.',
  coverImage: 'assets/horizon/blog-lisbon-spring.svg',
  tags: ['Portugal', 'City breaks'],
  date: '2026-03-12',
  body:
    '<p>Spring is when Lisbon is at its best: mild days and terraces open until late.</p>' +
    '<h2>The old town</h2><p>Start in Alfama early, before the tour groups, and walk up to the castle.</p>' +
    '<ul><li>Take tram 28 through Graça.</li><li>Book a small fado house for the evening.</li></ul>' +
    '<p>Read our <a href="/destination/lisbon">Lisbon guide</a> for where to stay.</p>',
};

export const SPANISH_POST: BlogPost = {
  slug: 'riviera-maya-cenotes',
  language: 'es',
  title: 'Cenotes de la Riviera Maya: guía para nadar en ellos',
  summary: 'Los cenotes más bonitos cerca de Cancún y Tulum, y cuándo ir.',
  coverImage: 'assets/horizon/blog-riviera-maya.svg',
  tags: ['México', 'Naturaleza'],
  date: '2026-04-20',
  body: '<p>La península de Yucatán tiene miles de cenotes de agua dulce y cristalina.</p>',
};

export const ARABIC_POST: BlogPost = {
  slug: 'dubai-stopover',
  language: 'ar',
  title: 'توقف في دبي: ٤٨ ساعة بين رحلتين',
  summary: 'كيف تستفيد من توقف قصير في دبي: من برج خليفة إلى الأسواق القديمة.',
  coverImage: 'assets/horizon/blog-dubai-stopover.svg',
  tags: ['الإمارات', 'توقف'],
  date: '2026-05-08',
  body:
    '<p>كثير من الرحلات بين الأمريكتين وآسيا تمر عبر دبي.</p>' +
    '<h2>اليوم الأول</h2><p>ابدأ بزيارة <strong>برج خليفة</strong> في الصباح الباكر.</p>' +
    '<ul><li>اعبر خور دبي على متن العبرة.</li><li>تسوق في سوق التوابل.</li></ul>' +
    '<p>اتصل بنا على <a href="tel:+13055550142" dir="ltr">+1 305 555 0142</a>.</p>',
};

export const POST_WITHOUT_COVER: BlogPost = {
  slug: 'packing-light-carry-on',
  title: 'How to pack for two weeks in a carry-on',
  summary: 'Our checklist for travelling with one bag and staying within airline limits.',
  tags: [],
  date: '2026-01-22',
  body: '<h2>Plan outfits, not items</h2><p>Four tops, two pairs of trousers and one warm layer.</p>',
};

/** In the order an agency might write them: not newest first. */
export const POSTS: readonly BlogPost[] = [
  ENGLISH_POST,
  POST_WITHOUT_COVER,
  ARABIC_POST,
  SPANISH_POST,
];

export const LISBON: DestinationGuide = {
  slug: 'lisbon',
  title: 'Lisbon',
  summary: 'Seven hills above the Tagus: tiled streets, viewpoints, fado and fresh seafood.',
  coverImage: 'assets/horizon/guide-lisbon.svg',
  tags: ['Portugal'],
  places: ['Alfama and São Jorge Castle', 'Belém Tower', 'Sintra'],
  bestSeason: 'March to June and September to October',
  place: {
    name: 'Lisbon',
    latitude: 38.7223,
    longitude: -9.1393,
    countryCode: 'PT',
    airport: 'LIS',
  },
  top: true,
  date: '2026-02-10',
  body:
    '<h2>Where to stay</h2><ul><li><strong>Chiado</strong> for first visits.</li><li><strong>Alfama</strong> for character.</li></ul>' +
    '<p>Read <a href="/blog/lisbon-in-spring">our spring plan</a> before you go.</p>',
};

export const KYOTO: DestinationGuide = {
  slug: 'kyoto',
  title: 'Kyoto',
  summary: "Japan's old capital: temples, tea houses, moss gardens and seasonal food.",
  coverImage: 'assets/horizon/guide-kyoto.svg',
  tags: ['Japan'],
  places: ['Fushimi Inari', 'Kiyomizu-dera', 'Arashiyama'],
  bestSeason: 'Late March to early May, and November',
  place: {
    name: 'Kyoto',
    latitude: 35.0116,
    longitude: 135.7681,
    countryCode: 'JP',
    airport: 'KIX',
  },
  top: true,
  body: '<p>Fly into Kansai International; the express train reaches Kyoto in 75 minutes.</p>',
};

export const CANCUN: DestinationGuide = {
  slug: 'cancun',
  title: 'Cancún',
  summary: "Caribbean beaches and the Maya world next door on Mexico's Yucatán coast.",
  coverImage: 'assets/horizon/guide-cancun.svg',
  tags: ['Mexico', 'Beaches'],
  places: ['Isla Mujeres', 'Chichén Itzá', 'Tulum'],
  bestSeason: 'December to April',
  place: {
    name: 'Cancún',
    latitude: 21.1619,
    longitude: -86.8515,
    countryCode: 'MX',
    airport: 'CUN',
  },
  top: false,
  body: '<p>The Hotel Zone is 20 minutes from the airport.</p>',
};

export const GUIDES: readonly DestinationGuide[] = [LISBON, KYOTO, CANCUN];

/**
 * The agency the destination stories render for, whichever theme run: top destinations shown
 * (or not), and the booking types its search links depend on.
 */
export const destinationsAgency =
  ({ listed = true, hotels = true, flights = true } = {}) =>
  (config: AgencyConfig): AgencyConfig => ({
    ...config,
    agency: {
      ...config.agency,
      displayTopDestinations: listed,
      bookingMenuItemOptions: config.agency.bookingMenuItemOptions
        .filter(({ title }) => title !== 'Hotels' && title !== 'Air Travel')
        .concat([
          { title: 'Hotels', active: hotels },
          { title: 'Air Travel', active: flights },
        ]),
    },
  });
