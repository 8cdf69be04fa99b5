import styles from './apply.module.css'

type Props = { steps: { title: string; text: string }[]; phone: string; workTime: string; tips: string[]; phoneLabel?: string }

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** The side column of an application: what happens after submitting, what to prepare, and the service line. */
export function ApplyAside({ steps, phone, workTime, tips, phoneLabel = '着急？直接致电售后服务热线' }: Props) {
  return (
    <aside className={styles.aside} aria-labelledby="next-title">
      <h2 id="next-title">提交之后</h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong>
            <span>{step.text}</span>
          </li>
        ))}
      </ol>
      <h2>建议准备</h2>
      <ul className={styles.tips}>
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      {phone ? (
        <div className={styles.phone}>
          <span>{phoneLabel}</span>
          <a href={telHref(phone)}>{phone}</a>
          {workTime ? <span>服务时间：{workTime}</span> : null}
        </div>
      ) : null}
    </aside>
  )
}
