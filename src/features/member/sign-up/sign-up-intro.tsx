import { getTranslations } from 'next-intl/server'

import styles from './sign-up.module.css'

const BENEFITS = ['downloads', 'events', 'service', 'progress'] as const

/** The description column of /sign-up: why register, in the maker's words. */
export async function SignUpIntro({ siteName, phone }: { siteName: string; phone: string }) {
  const t = await getTranslations('member.signUpPage')
  return (
    <aside className={styles.intro} aria-labelledby="sign-up-why">
      <h2 id="sign-up-why">{t('heading', { siteName })}</h2>
      <p className={styles.lead}>{t('lead')}</p>
      <ul className={styles.benefits}>
        {BENEFITS.map((key) => (
          <li key={key}>
            <h3>{t(`benefits.${key}.title`)}</h3>
            <p>{t(`benefits.${key}.text`)}</p>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{phone ? t('privacyCall', { phone }) : t('privacy')}</p>
    </aside>
  )
}
