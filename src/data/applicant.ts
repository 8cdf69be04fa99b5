import { CHINA } from '@/lib/countries'
import type { Member } from '@/payload-types'

/**
 * The person behind a registration, a profile, a sign-up, an application or an
 * inquiry, as the contract's forms send them: the spec names the mobile
 * number `mobile`. WeChat and QQ only where the form has them.
 */
export type ApplicantInput = {
  name: string
  company: string
  email: string
  mobile: string
  tel: string
  /** ISO 3166-1 code (China when the form sends none). */
  country: string
  /** Region ids in China; none abroad. */
  address: string[]
  apply: string
  wechat?: string
  qq?: string
}

/** The same person as the records store them: `mobile` is the record's `phone`. */
export type ApplicantRecord = Omit<ApplicantInput, 'mobile' | 'country'> & { phone: string; country: CountryCode }

/** The codes the records' country field holds (src/fields/country.ts). */
type CountryCode = NonNullable<Member['country']>

/** The fields every form's applicant has (WeChat and QQ are only on some). */
export type BaseApplicant = Omit<ApplicantInput, 'wechat' | 'qq'>

/** The one mapping from the forms' applicant to a record's fields (members, activity-joins, applications, inquiries). */
export function applicantRecord(input: ApplicantInput): ApplicantRecord {
  const { name, company, email, mobile, tel, country, address, apply, wechat, qq } = input
  return {
    name,
    company,
    email,
    phone: mobile,
    tel,
    country: country as CountryCode,
    address: country === CHINA ? address : [],
    apply,
    ...(wechat === undefined ? {} : { wechat }),
    ...(qq === undefined ? {} : { qq }),
  }
}

/** The reverse, for the fields every form has: a record's person as the forms send them (`phone` back to `mobile`). */
export function applicantInput(record: Omit<ApplicantRecord, 'country'> & { country: string }): BaseApplicant {
  const { name, company, email, phone, tel, country, address, apply } = record
  return { name, company, email, mobile: phone, tel, country, address, apply }
}
