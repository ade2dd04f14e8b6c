/**
 * Units of each currency per one US dollar (spec §1: rates are relative to the US dollar).
 * A fixed table of realistic mid-market rates so that the demo is reproducible offline; an
 * operator can update the `exchange_rates` table and re-seeding keeps the change.
 */
export const EXCHANGE_RATES_PER_USD: Readonly<Record<string, number>> = {
  USD: 1,
  AED: 3.6725,
  ALL: 92.4,
  AMD: 388.5,
  ARS: 1185,
  AUD: 1.53,
  AZN: 1.7,
  BAM: 1.8,
  BBD: 2,
  BDT: 121.5,
  BGN: 1.8,
  BHD: 0.376,
  BOB: 6.91,
  BRL: 5.58,
  BSD: 1,
  BZD: 2,
  CAD: 1.37,
  CHF: 0.81,
  CLP: 938,
  CNY: 7.18,
  COP: 4120,
  CRC: 505,
  CZK: 21.6,
  DKK: 6.43,
  DOP: 61.3,
  DZD: 130.2,
  EGP: 49.3,
  EUR: 0.862,
  FJD: 2.25,
  GBP: 0.741,
  GEL: 2.71,
  GHS: 10.4,
  GTQ: 7.68,
  HKD: 7.85,
  HNL: 26.1,
  HUF: 342,
  IDR: 16300,
  ILS: 3.38,
  INR: 85.9,
  ISK: 122.5,
  JMD: 160.3,
  JOD: 0.709,
  JPY: 147.3,
  KES: 129.3,
  KRW: 1386,
  KWD: 0.305,
  KZT: 522,
  LKR: 300.5,
  MAD: 9.02,
  MUR: 45.6,
  MXN: 18.7,
  MYR: 4.24,
  NGN: 1530,
  NOK: 10.15,
  NPR: 137.4,
  NZD: 1.67,
  OMR: 0.385,
  PAB: 1,
  PEN: 3.56,
  PHP: 56.9,
  PKR: 283.5,
  PLN: 3.66,
  PYG: 7980,
  QAR: 3.64,
  RON: 4.37,
  RSD: 101,
  SAR: 3.75,
  SEK: 9.56,
  SGD: 1.28,
  THB: 32.6,
  TND: 2.93,
  TRY: 40.1,
  TTD: 6.78,
  TWD: 29.4,
  TZS: 2640,
  UAH: 41.6,
  UGX: 3590,
  UYU: 40.2,
  VND: 26150,
  XAF: 565.5,
  XCD: 2.7,
  XOF: 565.5,
  XPF: 102.9,
  ZAR: 17.8,
};

/** Digits after the decimal point for amounts in a currency (JPY 0, KWD 3, most 2). */
export function currencyDecimals(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
