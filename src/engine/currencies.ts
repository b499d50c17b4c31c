/**
 * The currencies of ISO 4217 (its list of codes in use, 2025), each with its minor unit: how many
 * decimals its amounts have. A stake is played for in one of them, and its amount has no more
 * decimals than its currency has (the yen none), however the device's own Intl knows currencies:
 * the same code means the same on every device.
 */

/** The currencies whose minor unit is not two decimals. */
const NOT_TWO: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/** Every code in use, two decimals unless NOT_TWO says otherwise. */
const CODES = (
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN ' +
  'BWP BYN BZD CAD CDF CHE CHF CHW CLF CLP CNY COP COU CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ' +
  'ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD ' +
  'JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT ' +
  'MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG ' +
  'QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT ' +
  'TND TOP TRY TTD TWD TZS UAH UGX USD USN UYI UYU UYW UZS VED VES VND VUV WST XAF XCD XCG XOF ' +
  'XPF YER ZAR ZMW ZWG'
).split(' ');

const DIGITS: ReadonlyMap<string, number> = new Map(
  CODES.map((code) => [code, NOT_TWO[code] ?? 2]),
);

/** How many decimals an amount in `code` has; null when `code` is not a currency in use. */
export function currencyDigits(code: string): number | null {
  return DIGITS.get(code) ?? null;
}
