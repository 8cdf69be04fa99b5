/**
 * Countries and regions a visitor can say they are in (ISO 3166-1 alpha-2
 * codes), named in the page's language by the ICU data every browser and
 * Node.js carry (Intl.DisplayNames), with the names a Chinese company writes
 * for Hong Kong, Macao and Taiwan. China is the default: the Chinese site's
 * forms and the spec's own client send no country. A Chinese region (省市区)
 * is asked for only when the country is China.
 */

export const CHINA = 'CN'

// Every officially assigned code of ISO 3166-1 except Antarctica's and the uninhabited territories.
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ ' +
  'DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ ' +
  'OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ ' +
  'UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ')

const CODES = new Set(COUNTRY_CODES)

export type CountryLanguage = 'zh' | 'en'

const OWN_NAMES: Record<CountryLanguage, Record<string, string>> = {
  zh: { HK: '中国香港', MO: '中国澳门', TW: '中国台湾' },
  en: { HK: 'Hong Kong, China', MO: 'Macao, China', TW: 'Taiwan, China' },
}

const displayNames: Partial<Record<CountryLanguage, Intl.DisplayNames>> = {}

/** A known country code in upper case, or undefined. */
export function countryCode(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const code = value.trim().toUpperCase()
  return CODES.has(code) ? code : undefined
}

/** The country's name in the language ("德国", "Germany"); the code itself for one the list does not hold. */
export function countryName(code: string, language: CountryLanguage = 'zh'): string {
  const own = OWN_NAMES[language][code]
  if (own) return own
  if (!CODES.has(code)) return code
  displayNames[language] ??= new Intl.DisplayNames([language === 'zh' ? 'zh-CN' : 'en'], { type: 'region' })
  return displayNames[language].of(code) ?? code
}

/** Every country as a choice, China first, the rest in the language's alphabetical order. */
export function countryChoices(language: CountryLanguage = 'zh'): { value: string; label: string }[] {
  const collator = new Intl.Collator(language === 'zh' ? 'zh-CN' : 'en')
  const rest = COUNTRY_CODES.filter((code) => code !== CHINA)
    .map((code) => ({ value: code, label: countryName(code, language) }))
    .sort((a, b) => collator.compare(a.label, b.label))
  return [{ value: CHINA, label: countryName(CHINA, language) }, ...rest]
}
