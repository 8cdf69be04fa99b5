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
  address: string[]
  apply: string
  wechat?: string
  qq?: string
}

/** The same person as the records store them: `mobile` is the record's `phone`. */
export type ApplicantRecord = Omit<ApplicantInput, 'mobile'> & { phone: string }

/** The fields every form's applicant has (WeChat and QQ are only on some). */
export type BaseApplicant = Omit<ApplicantInput, 'wechat' | 'qq'>

/** The one mapping from the forms' applicant to a record's fields (members, activity-joins, applications, inquiries). */
export function applicantRecord(input: ApplicantInput): ApplicantRecord {
  const { name, company, email, mobile, tel, address, apply, wechat, qq } = input
  return {
    name,
    company,
    email,
    phone: mobile,
    tel,
    address,
    apply,
    ...(wechat === undefined ? {} : { wechat }),
    ...(qq === undefined ? {} : { qq }),
  }
}

/** The reverse, for the fields every form has: a record's person as the forms send them (`phone` back to `mobile`). */
export function applicantInput(record: ApplicantRecord): BaseApplicant {
  const { name, company, email, phone, tel, address, apply } = record
  return { name, company, email, mobile: phone, tel, address, apply }
}
