import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

/** Decided per request: the page exists only while the server runs with SCRIPT_POLICY_PROBE=1 (the e2e run). */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '脚本策略探针', robots: { index: false, follow: false } }

const NONCE = /^[A-Za-z0-9_-]{40}$/

/** A script as stored content would carry it past a sanitiser, marking `window.__planted` if it ever runs. */
const planted = (mark: string, nonce?: string) =>
  `<script${nonce ? ` nonce="${nonce}"` : ''}>self.__next_f&&self.__next_f.push([1,""]);window.__planted=(window.__planted||[]).concat(${JSON.stringify(mark)})</script>`

/**
 * What the e2e test of the script policy (tests/e2e/security.spec.ts) plants in
 * a page the server then decides the policy of: a framework data push, a
 * script in its shape that does more, one with an authentic nonce copied from
 * an older page (`?copied=`), and one with a forged nonce. None may run.
 */
export default async function PlantedScriptsPage({ searchParams }: { searchParams: Promise<{ copied?: string }> }) {
  if (process.env.SCRIPT_POLICY_PROBE !== '1') notFound()
  const { copied } = await searchParams
  const scripts = [
    // Exactly the shape of a framework data push, its argument JSON: the site's old policy hashed such scripts and let them run.
    '<script>self.__next_f.push([1,"planted data push"])</script>',
    planted('shape'),
    planted('forged', 'A'.repeat(40)),
    NONCE.test(copied ?? '') ? planted('copied', copied) : '',
  ]
  return (
    <main>
      <p id="probe">脚本策略探针</p>
      <div dangerouslySetInnerHTML={{ __html: scripts.join('') }} />
    </main>
  )
}
