import { getTranslations } from 'next-intl/server'

import styles from './apply.module.css'

type Props = { steps: { title: string; text: string }[]; phone: string; workTime: string; tips: string[]; phoneLabel?: string }

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** The side column of an application: what happens after submitting, what to prepare, and the service line. */
export async function ApplyAside({ steps, phone, workTime, tips, phoneLabel }: Props) {
  const t = await getTranslations('apply.aside')
  return (
    <aside className={styles.aside} aria-labelledby="next-title">
      <h2 id="next-title">{t('next')}</h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong>
            <span>{step.text}</span>
          </li>
        ))}
      </ol>
      <h2>{t('prepare')}</h2>
      <ul className={styles.tips}>
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      {phone ? (
        <div className={styles.phone}>
          <span>{phoneLabel ?? t('phone')}</span>
          <a href={telHref(phone)}>{phone}</a>
          {workTime ? <span>{t('workTime', { time: workTime })}</span> : null}
        </div>
      ) : null}
    </aside>
  )
}
