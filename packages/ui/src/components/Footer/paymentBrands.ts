import type { PaymentIcon } from '@wl/core';
import type { IconType } from 'react-icons';
import { FaBitcoin, FaCcAmex, FaCcDiscover, FaCcMastercard, FaCcVisa } from 'react-icons/fa6';

/** Spec §2.7's payment brands: the name each is translated by and the icon the footer shows. */
export const PAYMENT_BRANDS = {
  discover: { key: 'footer:payment.discover', icon: FaCcDiscover },
  visa: { key: 'footer:payment.visa', icon: FaCcVisa },
  'american-express': { key: 'footer:payment.americanExpress', icon: FaCcAmex },
  mastercard: { key: 'footer:payment.mastercard', icon: FaCcMastercard },
  bitcoin: { key: 'footer:payment.bitcoin', icon: FaBitcoin },
} as const satisfies Record<PaymentIcon, { key: string; icon: IconType }>;
