import {
  acceptedPaymentIcons,
  type FooterLink,
  footerAddress,
  footerContact,
  footerSocialLinks,
  footerUsefulLinks,
  type SocialNetwork,
} from '@wl/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconType } from 'react-icons';
import {
  FaDiscord,
  FaEnvelope,
  FaFacebook,
  FaInstagram,
  FaLinkedin,
  FaPhone,
  FaTiktok,
  FaXTwitter,
  FaYoutube,
} from 'react-icons/fa6';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import { assetUrl } from '../../providers/assetUrl.ts';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import { useLayout } from '../Layout/LayoutContext.ts';
import * as styles from './Footer.css.ts';
import { PAYMENT_BRANDS } from './paymentBrands.ts';

export interface FooterProps {
  /**
   * Spec §2.7 last rule: Useful Links and social links, hidden on booking, cancellation-policy and
   * checkout-terms pages for deal and proposal visitors (core `layoutVisibility().footerLinks`).
   * @default the surrounding Layout's decision, else true
   */
  showLinks?: boolean;
  /** Spec §2.7: the accepted payment icons are hidden in a certain device mode. @default false */
  hidePaymentIcons?: boolean;
}

const USEFUL_LINK_KEYS = {
  'privacy-policy': 'footer:usefulLinks.privacyPolicy',
  terms: 'footer:usefulLinks.terms',
  'cookies-policy': 'footer:usefulLinks.cookiesPolicy',
  disclaimer: 'footer:usefulLinks.disclaimer',
} as const satisfies Record<FooterLink['id'], string>;

const SOCIAL = {
  linkedin: { key: 'footer:social.linkedin', icon: FaLinkedin },
  instagram: { key: 'footer:social.instagram', icon: FaInstagram },
  facebook: { key: 'footer:social.facebook', icon: FaFacebook },
  twitter: { key: 'footer:social.twitter', icon: FaXTwitter },
  youtube: { key: 'footer:social.youtube', icon: FaYoutube },
  discord: { key: 'footer:social.discord', icon: FaDiscord },
  tiktok: { key: 'footer:social.tiktok', icon: FaTiktok },
} as const satisfies Record<SocialNetwork, { key: string; icon: IconType }>;

/** A dialable `tel:` target: digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

/**
 * The site footer of spec §2.7. Static: no state and no effects, plain links, so it renders on the
 * server and works without JavaScript. Every rule is core's (`footerUsefulLinks`,
 * `footerContact`, `footerAddress`, `footerSocialLinks`, `acceptedPaymentIcons`, `layoutVisibility`).
 */
export function Footer({ showLinks, hidePaymentIcons = false }: FooterProps) {
  const { t } = useTranslation(['footer', 'common']);
  const { agency } = useAgencyConfig();
  const layout = useLayout();
  const usefulLinksId = `${useId()}-useful-links`;
  const contactId = `${useId()}-contact`;
  const linksShown = showLinks ?? layout?.visibility.footerLinks ?? true;

  const usefulLinks = footerUsefulLinks(agency);
  const contact = footerContact(agency);
  const address = footerAddress(agency);
  const social = footerSocialLinks(agency);
  const payments = hidePaymentIcons ? [] : acceptedPaymentIcons(agency);
  const logo = assetUrl(agency.logo);

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div className={styles.column}>
          {logo ? (
            <img className={styles.logo} src={logo} alt={agency.agencyName} />
          ) : (
            <span className={styles.logoPlaceholder}>{t('footer:logo.placeholder')}</span>
          )}
          {address.length > 0 ? (
            <address className={styles.address}>
              {/* Agency data in its own script: isolated, a Latin address keeps its order on Arabic pages. */}
              <span dir="auto">{address.join(', ')}</span>
            </address>
          ) : null}
        </div>

        {linksShown ? (
          <nav
            className={`${styles.column} ${styles.dealProposalLinks}`}
            aria-labelledby={usefulLinksId}
          >
            <h2 id={usefulLinksId} className={styles.heading}>
              {t('footer:usefulLinks.title')}
            </h2>
            <ul className={styles.list}>
              {usefulLinks.map((link) => (
                <li key={link.id}>
                  <a className={styles.link} href={link.path}>
                    {t(USEFUL_LINK_KEYS[link.id])}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        {contact.phone || contact.email ? (
          <section className={styles.column} aria-labelledby={contactId}>
            <h2 id={contactId} className={styles.heading}>
              {t('footer:contact.title')}
            </h2>
            <ul className={styles.list}>
              {contact.phone ? (
                <li>
                  <a className={styles.link} href={telHref(contact.phone)}>
                    <FaPhone className={styles.contactIcon} aria-hidden="true" />
                    <span dir="ltr">{contact.phone}</span>
                  </a>
                </li>
              ) : null}
              {contact.email ? (
                <li>
                  <a className={styles.link} href={`mailto:${contact.email}`}>
                    <FaEnvelope className={styles.contactIcon} aria-hidden="true" />
                    <span dir="ltr">{contact.email}</span>
                  </a>
                </li>
              ) : null}
            </ul>
          </section>
        ) : null}
      </div>

      {payments.length > 0 || (linksShown && social.length > 0) ? (
        <div className={styles.bottom}>
          {payments.length === 0 ? null : (
            <ul className={styles.iconRow} aria-label={t('footer:payment.label')}>
              {payments.map((id) => {
                const { key, icon: Icon } = PAYMENT_BRANDS[id];
                return (
                  <li key={id}>
                    <Icon className={styles.paymentIcon} role="img" aria-label={t(key)} />
                  </li>
                );
              })}
            </ul>
          )}
          {linksShown && social.length > 0 ? (
            <ul
              className={`${styles.iconRow} ${styles.dealProposalLinks}`}
              aria-label={t('footer:social.label')}
            >
              {social.map(({ network, href }) => {
                const { key, icon: Icon } = SOCIAL[network];
                return (
                  <li key={network}>
                    <a
                      className={styles.socialLink}
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <Icon className={styles.socialIcon} aria-hidden="true" />
                      <span className={visuallyHidden}>
                        {t(key)} {t('footer:opensInNewTab')}
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      ) : null}
    </footer>
  );
}
