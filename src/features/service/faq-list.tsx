import { getTranslations } from 'next-intl/server'

import type { FaqGroup } from '@/data/service.server'

import styles from './serve.module.css'

/** FAQ groups as a native accordion: each question is a <details> that opens in place, no script needed. */
export async function FaqList({ groups }: { groups: FaqGroup[] }) {
  const t = await getTranslations('service')
  return (
    <div className={styles.faqGroups}>
      {groups.map((group) => (
        <section key={group.id} className={styles.faqGroup} aria-labelledby={`faq-group-${group.id}`}>
          <h3 id={`faq-group-${group.id}`} className={styles.faqGroupTitle}>
            {group.name}
            <span className={styles.faqGroupCount}>{t('groupCount', { count: group.questions.length })}</span>
          </h3>
          <div className={styles.faqItems}>
            {group.questions.map((item) => (
              <details key={item.id} className={styles.faq} id={`faq-${item.id}`}>
                <summary className={styles.faqQuestion}>
                  <span className={styles.faqQ} aria-hidden="true">
                    Q
                  </span>
                  <span>{item.question}</span>
                </summary>
                <div className={`rich-text ${styles.faqAnswer}`} dangerouslySetInnerHTML={{ __html: item.answer }} />
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}
