import { getTranslations } from 'next-intl/server'

import styles from './about.module.css'

export type JobEntry = { id: number; title: string; department: string; location: string; headcount: number | null; duties: string; requirements: string }

/** Lines of a duties or requirements text, without the numbering the editors type ("1. ", "2、"). */
function items(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^\d+\s*[.、．)）]\s*/, ''))
    .filter(Boolean)
}

/** Open positions as a native accordion (details/summary): keyboard operable, no script. */
export async function JobList({ jobs }: { jobs: JobEntry[] }) {
  const t = await getTranslations('about')
  return (
    <ul className={styles.jobs}>
      {jobs.map((job, index) => (
        <li key={job.id}>
          <details className={styles.job} open={index === 0}>
            <summary>
              <h3 className={styles.jobTitle}>{job.title}</h3>
              <span className={styles.jobFacts}>
                {job.department ? <span>{job.department}</span> : null}
                {job.location ? <span>{job.location}</span> : null}
                {job.headcount ? <span>{t('headcount', { count: job.headcount })}</span> : null}
              </span>
            </summary>
            <div className={styles.jobBody}>
              {(['duties', 'requirements'] as const).map((part) => (
                <section key={part}>
                  <h4>{t(part)}</h4>
                  <ol>
                    {items(job[part]).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ol>
                </section>
              ))}
            </div>
          </details>
        </li>
      ))}
    </ul>
  )
}
