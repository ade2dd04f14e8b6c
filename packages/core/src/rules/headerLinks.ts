// Spec §2.6 "About and FAQ links, with titles set by the agency, shown only when enabled", and the
// agency's own header navigation items (spec §3 "Header navigation item: label, path"), decided
// once for the desktop header and the mobile menu.
import type { AgencyConfig } from '../config/agencyConfig.ts';

export interface HeaderLink {
  href: string;
  text: string;
}

type HeaderLinksInput = Pick<AgencyConfig, 'navigation'> & {
  agency: Pick<
    AgencyConfig['agency'],
    'isAbousUsEnable' | 'aboutUsEnableTitle' | 'isFaqEnable' | 'faqEnableTitle'
  >;
};

/** The header's page links, in order: About, FAQ, then the agency's own items as it lists them. */
export function headerLinks(config: HeaderLinksInput): HeaderLink[] {
  const { agency } = config;
  return [
    ...(agency.isAbousUsEnable ? [{ href: '/about', text: agency.aboutUsEnableTitle }] : []),
    ...(agency.isFaqEnable ? [{ href: '/faqs', text: agency.faqEnableTitle }] : []),
    ...config.navigation.header.map((item) => ({ href: item.path, text: item.label })),
  ];
}
