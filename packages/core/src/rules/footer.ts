import type { Agency, PaymentIcon, SocialNetwork } from '../schemas/agency.ts';
import { PAYMENT_ICONS, SOCIAL_NETWORKS } from '../schemas/agency.ts';
import { hasRichTextContent } from './richText.ts';

export interface FooterLink {
  id: 'privacy-policy' | 'terms' | 'cookies-policy' | 'disclaimer';
  path: string;
}

/**
 * Spec §2.7 Useful Links: each shows only when the agency has content for it (empty rich-text
 * markup counts as none), except terms, which always shows.
 */
export function footerUsefulLinks(
  agency: Pick<Agency, 'privacyPolicy' | 'cookiesPolicy' | 'disclaimer'>,
): FooterLink[] {
  const links: FooterLink[] = [];
  if (hasRichTextContent(agency.privacyPolicy))
    links.push({ id: 'privacy-policy', path: '/privacy-policy' });
  links.push({ id: 'terms', path: '/user-terms-and-conditions' });
  if (hasRichTextContent(agency.cookiesPolicy))
    links.push({ id: 'cookies-policy', path: '/cookies-policy' });
  if (hasRichTextContent(agency.disclaimer)) links.push({ id: 'disclaimer', path: '/disclaimer' });
  return links;
}

export interface FooterContact {
  phone: string | null;
  email: string | null;
}

/** Spec §2.7 Contact Us: phone only if provided and displaySupportPhoneFooter is on; e-mail. */
export function footerContact(
  agency: Pick<Agency, 'contactPhoneNumber' | 'displaySupportPhoneFooter' | 'contactEmailId'>,
): FooterContact {
  return {
    phone:
      agency.displaySupportPhoneFooter && agency.contactPhoneNumber
        ? agency.contactPhoneNumber
        : null,
    email: agency.contactEmailId ?? null,
  };
}

/** Spec §2.7: address lines, in order, when displayAddressFooter is on; otherwise none. */
export function footerAddress(
  agency: Pick<
    Agency,
    'displayAddressFooter' | 'addressLine1' | 'city' | 'state' | 'country' | 'zipCode'
  >,
): string[] {
  if (!agency.displayAddressFooter) return [];
  return [agency.addressLine1, agency.city, agency.state, agency.country, agency.zipCode].filter(
    (part): part is string => !!part?.trim(),
  );
}

/** Spec §2.7: social links in the spec's order, only those the agency has. */
export function footerSocialLinks(
  agency: Partial<Record<SocialNetwork, string | undefined>>,
): { network: SocialNetwork; href: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = agency[network];
    return href ? [{ network, href }] : [];
  });
}

/** Spec §2.7 accepted payment icons: the agency's, in the spec's order. */
export function acceptedPaymentIcons(
  agency: Pick<Agency, 'acceptedPaymentMethods'>,
): PaymentIcon[] {
  return PAYMENT_ICONS.filter((id) => agency.acceptedPaymentMethods.includes(id));
}
