/**
 * The component states issue 3 names, each with the story that shows it. The storybook build must
 * list every one (storyIndex.test.ts); renaming or dropping a state's story fails the test.
 */
export const REQUIRED_STORIES: Record<string, string[]> = {
  'Layout with mobile variant [2.2]': ['layout-layout--desktop', 'layout-layout--mobile'],
  'Layout hides header/footer by query and on proposal pages [2.1]': [
    'layout-layout--hide-header',
    'layout-layout--hide-footer',
    'layout-layout--proposal-page',
    'layout-layout--public-info-page',
  ],
  'Header logo subscription rule [2.6]': [
    'header-header--owner-not-subscribed',
    'header-header--admin-not-subscribed',
  ],
  'Header About/FAQ links with agency titles [2.6]': [
    'header-header--visitor',
    'header-header--about-faq-disabled',
  ],
  'Language picker [2.6]': ['header-languagepicker--closed', 'header-languagepicker--open'],
  'Currency picker with search box [2.6, 5]': [
    'header-currencypicker--open',
    'header-currencypicker--filtered',
    'header-currencypicker--no-results',
  ],
  'Log In / Sign Up hide flags and SSO target [2.6]': [
    'header-header--visitor-login-hidden',
    'header-header--visitor-sign-up-hidden',
    'header-header--sso-agency',
  ],
  'Profile avatar menu per role [2.6, 6]': [
    'header-profilemenu--traveller',
    'header-profilemenu--traveller-without-wallet',
    'header-profilemenu--owner',
    'header-profilemenu--admin',
    'header-profilemenu--restricted-agent',
    'header-profilemenu--sales-agent',
  ],
  'Mobile slide-out menu [2.6]': ['header-mobilemenu--open', 'header-header--mobile-menu-open'],
  'Footer useful links, contact, payment icons, logo or YOUR LOGO, address, social links [2.7]': [
    'layout-footer--full',
    'layout-footer--minimal',
    'layout-footer--empty-rich-text-policy-hidden',
    'layout-footer--terms-always-shown',
    'layout-footer--social-subset',
    'layout-footer--payment-icons-hidden',
  ],
  'Footer hiding rules [2.7]': ['layout-footer--links-hidden-for-deal-proposal-visitor'],
  'Side navigation states [2.8, 4]': [
    'layout-sidenav--collapsed',
    'layout-sidenav--open',
    'layout-sidenav--hover-expanded',
    'layout-sidenav--click-outside-closes',
  ],
  'Side navigation profile block, credit, permissions, settings, wallet, Academy, Book Now, Log Out [2.8]':
    [
      'layout-sidenav--owner',
      'layout-sidenav--agent-with-zero-credit',
      'layout-sidenav--item-without-read-permission',
      'layout-sidenav--academy-book-now-and-log-out',
    ],
  'Side navigation sales-agent disabling [2.8]': ['layout-sidenav--sales-agent'],
  'Exclusive Deals tabs, loading skeletons, loaded, failed [2.3, 4]': [
    'deals-exclusivedeals--loading',
    'deals-exclusivedeals--loaded-hotels',
    'deals-exclusivedeals--loaded-activities',
    'deals-exclusivedeals--loaded-cars',
    'deals-exclusivedeals--failed-with-server-message',
    'deals-exclusivedeals--failed-with-default-message',
    'deals-exclusivedeals--many-deals-in-two-rows',
    'deals-exclusivedeals--query-tab-selected',
  ],
  'Hotel, activity and car cards, skeleton [2.3]': [
    'deals-dealcard--hotel',
    'deals-dealcard--activity',
    'deals-dealcard--car',
    'deals-dealcard--skeleton',
  ],
  'Price display per viewer [2.3]': [
    'deals-pricedisplay--visitor-reveal-price',
    'deals-pricedisplay--visitor-with-non-login-flow',
    'deals-pricedisplay--traveller',
    'deals-pricedisplay--unrestricted-agent',
    'deals-pricedisplay--restricted-agent',
  ],
  'Empty deals banner with Book Now [2.3]': [
    'deals-dealemptybanner--hotels',
    'deals-exclusivedeals--empty-hotels',
  ],
  'Wrap-around carousel [2.3]': [
    'deals-dealcarousel--at-first-wraps-to-last',
    'deals-dealcarousel--at-last-wraps-to-first',
  ],
  'Save-prices sign-in modal [4]': [
    'deals-savemodal--waiting',
    'deals-savemodal--open',
    'deals-savemodal--closed',
    'deals-savemodal--signed-in',
  ],
  'About page states [2.4]': [
    'pages-aboutpage--enabled',
    'pages-aboutpage--without-image',
    'pages-aboutpage--disabled',
  ],
  'FAQ page states [2.5]': [
    'pages-faqpage--enabled',
    'pages-faqpage--second-item-open',
    'pages-faqpage--disabled',
    'pages-faqpage--no-valid-faqs',
  ],
  '404 page [2.9]': [
    'pages-notfoundpage--with-contact-email',
    'pages-notfoundpage--without-contact-email',
  ],
  "'Agency not found!' [2.9]": ['pages-agencynotfound--default'],
  'Inactive blocking modal [2.9]': ['status-inactivemodal--default'],
  "'Something went wrong.' screen with an error boundary [2.9]": [
    'status-errorscreen--default',
    'status-errorboundary--catching-throwing-child',
    'status-errorboundary--rejected-promise',
  ],
  'Top-right toasts, 5 s [2.9]': ['status-toasts--single', 'status-toasts--auto-dismissed'],
  'App start: loaded / inactive / not found [4]': [
    'status-appstartgate--loading',
    'status-appstartgate--loaded',
    'status-appstartgate--inactive',
    'status-appstartgate--not-found',
  ],
  'Remote loading, 120 s time-out [4, 8]': [
    'status-remotemount--loading',
    'status-remotemount--loaded',
    'status-remotemount--failed',
    'status-remotemount--chunk-timeout',
  ],
  'Home search box: Book Now until the form, then the form of the active tab [issue 15]': [
    'home-homesearchbox--waiting',
    'home-homesearchbox--with-hotel-form',
    'home-homesearchbox--with-flight-form',
    'home-homesearchbox--with-hotel-form-on-a-phone',
  ],
};
