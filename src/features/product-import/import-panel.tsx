'use client'

import { Banner, Button, Pill, SetStepNav } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useEffect, useId, useState } from 'react'

import type { ImportSummary } from '@/endpoints/product-import/apply'
import type { ImportPlan, RowAction, RowPlan } from '@/endpoints/product-import/plan'

import styles from './import-panel.module.css'

type Phase = 'idle' | 'checking' | 'checked' | 'importing' | 'done'
type Filter = 'all' | RowAction

const ACTION: Record<RowAction, { label: string; pill: 'success' | 'warning' | 'light-gray' | 'error' }> = {
  create: { label: '新建', pill: 'success' },
  update: { label: '更新', pill: 'warning' },
  unchanged: { label: '无变化', pill: 'light-gray' },
  error: { label: '有错误', pill: 'error' },
}
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: '全部行' },
  { value: 'error', label: '有错误的行' },
  { value: 'create', label: '将新建的行' },
  { value: 'update', label: '将更新的行' },
  { value: 'unchanged', label: '无变化的行' },
]
const SHOWN_ROWS = 500

const withoutRowNumber = (message: string) => message.replace(/^第 \d+ 行：/, '')

async function failureOf(response: Response): Promise<string> {
  if (response.status === 401) return '登录已过期，请重新登录后再导入'
  if (response.status === 403) return '没有导入产品的权限'
  const body = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null
  return body?.errors?.[0]?.message ?? `导入失败（HTTP ${response.status}），请稍后再试`
}

function describe(row: RowPlan): string[] {
  if (row.action === 'error') return row.errors.map(withoutRowNumber)
  const lines: string[] = []
  if (row.action === 'update') lines.push(`将更新：${row.changes.join('、')}`)
  if (row.action === 'unchanged') lines.push('与系统中的产品相同，不做改动')
  if (row.images.length && row.action !== 'unchanged') lines.push(`产品图片：${row.images.join('、')}`)
  return lines
}

/**
 * The product import screen: download the template or the sample file,
 * choose the sheet (and a zip of images), 预检 shows what each row would do
 * and every row's errors, 开始导入 writes it with a progress bar fed by the
 * endpoint's NDJSON lines, then a summary with links to the products.
 */
export function ImportPanel({ adminRoute, apiRoute }: { adminRoute: string; apiRoute: string }) {
  const fileId = useId()
  const zipId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [zip, setZip] = useState<File | null>(null)
  const [phase, setPhase] = useState<Phase>('idle')
  const [plan, setPlan] = useState<ImportPlan | null>(null)
  const [progress, setProgress] = useState({ done: 0, total: 0 })
  const [summary, setSummary] = useState<ImportSummary | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [filter, setFilter] = useState<Filter>('all')
  const [inputKey, setInputKey] = useState(0)

  const importUrl = `${apiRoute}/products/import`
  const templateUrl = `${apiRoute}/products/import-template`
  const productsUrl = formatAdminURL({ adminRoute, path: '/collections/products' })
  const productUrl = (id: number) => formatAdminURL({ adminRoute, path: `/collections/products/${id}` })
  const busy = phase === 'checking' || phase === 'importing'

  useEffect(() => {
    if (phase !== 'importing') return
    const stay = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', stay)
    return () => window.removeEventListener('beforeunload', stay)
  }, [phase])

  const body = () => {
    const form = new FormData()
    if (file) form.append('file', file)
    if (zip) form.append('images', zip)
    return form
  }

  const choose = (setter: (value: File | null) => void) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setter(event.target.files?.[0] ?? null)
    setPlan(null)
    setSummary(null)
    setError(null)
    setPhase('idle')
  }

  const check = async () => {
    if (!file) return
    setPhase('checking')
    setError(null)
    setPlan(null)
    try {
      const response = await fetch(`${importUrl}?dryRun=1`, { method: 'POST', body: body(), credentials: 'include' })
      if (!response.ok) {
        setError(await failureOf(response))
        setPhase('idle')
        return
      }
      const result = (await response.json()) as ImportPlan
      setPlan(result)
      setFilter(result.counts.error ? 'error' : 'all')
      setPhase('checked')
    } catch {
      setError('预检失败，请检查网络后重试')
      setPhase('idle')
    }
  }

  const run = async () => {
    if (!file || !plan) return
    setPhase('importing')
    setError(null)
    setProgress({ done: 0, total: plan.counts.create + plan.counts.update })
    let finished = false
    try {
      const response = await fetch(importUrl, { method: 'POST', body: body(), credentials: 'include' })
      if (!response.ok || !response.body) {
        setError(await failureOf(response))
        setPhase('checked')
        return
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      let pending = ''
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        pending += value
        const lines = pending.split('\n')
        pending = lines.pop() ?? ''
        for (const line of lines.filter(Boolean)) {
          const message = JSON.parse(line) as
            | { type: 'start'; total: number; plan: ImportPlan }
            | { type: 'progress'; done: number; total: number }
            | { type: 'done'; summary: ImportSummary }
            | { type: 'error'; message: string }
          if (message.type === 'start') {
            setPlan(message.plan)
            setProgress({ done: 0, total: message.total })
          } else if (message.type === 'progress') setProgress({ done: message.done, total: message.total })
          else if (message.type === 'done') {
            finished = true
            setSummary(message.summary)
            setPhase('done')
          } else {
            finished = true
            setError(message.message)
            setPhase('checked')
          }
        }
      }
      if (!finished) {
        setError('与服务器的连接中断了：导入可能仍在进行，请稍后到产品列表查看结果，或重新导入同一文件（已导入的行会显示为无变化）')
        setPhase('checked')
      }
    } catch {
      if (!finished) {
        setError('与服务器的连接中断了：导入可能仍在进行，请稍后到产品列表查看结果，或重新导入同一文件（已导入的行会显示为无变化）')
        setPhase('checked')
      }
    }
  }

  const restart = () => {
    setFile(null)
    setZip(null)
    setPlan(null)
    setSummary(null)
    setError(null)
    setPhase('idle')
    setInputKey((key) => key + 1)
  }

  const writes = plan ? plan.counts.create + plan.counts.update : 0
  const rows = plan ? plan.rows.filter((row) => filter === 'all' || row.action === filter) : []
  const percent = progress.total ? Math.round((progress.done / progress.total) * 100) : 100

  return (
    <div className={styles.panel}>
      <SetStepNav nav={[{ label: '产品', url: productsUrl }, { label: '批量导入' }]} />
      <header className={styles.heading}>
        <h1>批量导入产品</h1>
        <p className={styles.lead}>按模板填写 Excel（.xlsx）或 CSV 文件，可一次新建或更新多个产品；型号已存在的产品会被更新，同一个文件重复导入不会产生变化。</p>
      </header>

      <section className={styles.step} aria-labelledby={`${fileId}-template`}>
        <h2 id={`${fileId}-template`}>1. 下载模板</h2>
        <p className={styles.hint}>模板中的“填写说明”和“分类与筛选项”两张表列出了每一列的填法，以及每个分类可填的筛选项和取值。第一次使用可以先下载示例文件直接试一试。</p>
        <div className={styles.actions}>
          <Button el="anchor" url={templateUrl} buttonStyle="secondary" size="medium" margin={false} extraButtonProps={{ download: '产品导入模板.xlsx' }}>
            下载导入模板
          </Button>
          <Button el="anchor" url={`${templateUrl}?sample=1`} buttonStyle="subtle" size="medium" margin={false} extraButtonProps={{ download: '产品导入示例.xlsx' }}>
            下载示例文件
          </Button>
        </div>
      </section>

      <section className={styles.step} aria-labelledby={`${fileId}-files`}>
        <h2 id={`${fileId}-files`}>2. 选择文件</h2>
        <div className={styles.files} key={inputKey}>
          <label htmlFor={fileId} className={styles.field}>
            <span className={styles.label}>产品表格（必选）</span>
            <input
              id={fileId}
              name="file"
              type="file"
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              disabled={busy}
              onChange={choose(setFile)}
            />
            <span className={styles.hint}>.xlsx 或 .csv，不超过 20 MB、5000 行</span>
          </label>
          <label htmlFor={zipId} className={styles.field}>
            <span className={styles.label}>产品图片压缩包（可选）</span>
            <input id={zipId} name="images" type="file" accept=".zip,application/zip" disabled={busy} onChange={choose(setZip)} />
            <span className={styles.hint}>.zip，不超过 200 MB；图片按型号命名，如 PSD-6080-60C.jpg、PSD-6080-60C-2.jpg。不上传则保留产品原有图片，也可以以后再补。</span>
          </label>
        </div>
      </section>

      <section className={styles.step} aria-labelledby={`${fileId}-check`}>
        <h2 id={`${fileId}-check`}>3. 预检并导入</h2>
        <p className={styles.hint}>预检只检查文件、不写入任何数据：列出每一行将新建、更新还是无变化，以及每一行的错误。有错误的行不会导入，可改正后再导入一次。</p>
        <div className={styles.actions}>
          <Button buttonStyle={plan ? 'secondary' : 'primary'} size="medium" margin={false} disabled={!file || busy} onClick={check} id="product-import-check">
            {phase === 'checking' ? '预检中…' : plan ? '重新预检' : '预检'}
          </Button>
          {plan && phase !== 'done' ? (
            <Button buttonStyle="primary" size="medium" margin={false} disabled={busy || writes === 0} onClick={run} id="product-import-run">
              {phase === 'importing' ? '导入中…' : plan.counts.error ? `跳过 ${plan.counts.error} 行错误，开始导入` : '开始导入'}
            </Button>
          ) : null}
        </div>

        {error ? <Banner type="error">{error}</Banner> : null}

        {plan && phase !== 'done' ? (
          <div className={styles.plan} id="product-import-plan">
            <p className={styles.counts} role="status">
              预检结果：共 {plan.rows.length} 行，将新建 <strong>{plan.counts.create}</strong> 个、更新 <strong>{plan.counts.update}</strong> 个产品，
              <strong>{plan.counts.unchanged}</strong> 行无变化，<strong className={plan.counts.error ? styles.bad : undefined}>{plan.counts.error}</strong> 行有错误。
              {writes === 0 && plan.counts.error === 0 ? '文件中的产品与系统中完全相同，无需导入。' : null}
            </p>
            {plan.notices.map((notice) => (
              <Banner key={notice} type="warning">
                {notice}
              </Banner>
            ))}
            {phase === 'importing' ? (
              <div className={styles.progress}>
                <div className={styles.bar} role="progressbar" aria-label="导入进度" aria-valuemin={0} aria-valuemax={progress.total} aria-valuenow={progress.done}>
                  <div className={styles.fill} style={{ width: `${percent}%` }} />
                </div>
                <span>
                  正在导入 {progress.done} / {progress.total}（{percent}%），请不要关闭此页面
                </span>
              </div>
            ) : null}
            <div className={styles.filters} role="group" aria-label="筛选预检结果">
              {FILTERS.map((item) => (
                <button
                  key={item.value}
                  type="button"
                  className={item.value === filter ? styles.filterOn : styles.filter}
                  aria-pressed={item.value === filter}
                  onClick={() => setFilter(item.value)}
                >
                  {item.label}（{item.value === 'all' ? plan.rows.length : plan.counts[item.value]}）
                </button>
              ))}
            </div>
            <RowTable rows={rows} />
          </div>
        ) : null}

        {summary && phase === 'done' ? <SummaryView summary={summary} productUrl={productUrl} productsUrl={productsUrl} onRestart={restart} /> : null}
      </section>
    </div>
  )
}

function RowTable({ rows }: { rows: RowPlan[] }) {
  if (!rows.length) return <p className={styles.hint}>没有符合条件的行。</p>
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">行号</th>
              <th scope="col">型号</th>
              <th scope="col">产品名称</th>
              <th scope="col">分类</th>
              <th scope="col">结果</th>
              <th scope="col">说明</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, SHOWN_ROWS).map((row) => (
              <tr key={row.row} data-action={row.action}>
                <td>{row.row}</td>
                <td>{row.model || '—'}</td>
                <td>{row.name || '—'}</td>
                <td>{row.category || '—'}</td>
                <td>
                  <Pill pillStyle={ACTION[row.action].pill} size="small">
                    {ACTION[row.action].label}
                  </Pill>
                </td>
                <td>
                  {describe(row).map((line) => (
                    <div key={line} className={row.action === 'error' ? styles.bad : undefined}>
                      {line}
                    </div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > SHOWN_ROWS ? (
        <p className={styles.hint}>
          仅显示前 {SHOWN_ROWS} 行，共 {rows.length} 行。
        </p>
      ) : null}
    </>
  )
}

function SummaryView({ summary, productUrl, productsUrl, onRestart }: { summary: ImportSummary; productUrl: (id: number) => string; productsUrl: string; onRestart: () => void }) {
  const { counts } = summary
  const written = summary.results.filter((result) => !result.error && result.productId)
  const failed = summary.results.filter((result) => result.error)
  return (
    <div className={styles.plan} id="product-import-summary">
      <Banner type={failed.length ? 'warning' : 'success'}>
        导入完成：新建 {counts.created} 个、更新 {counts.updated} 个产品{counts.images ? `，上传图片 ${counts.images} 张` : ''}；{counts.unchanged} 行无变化
        {counts.skipped ? `，${counts.skipped} 行有错误已跳过` : ''}
        {counts.failed ? `，${counts.failed} 行保存失败` : ''}。
      </Banner>
      {failed.length ? (
        <ul className={styles.list}>
          {failed.map((result) => (
            <li key={result.row} className={styles.bad}>
              {result.error}
            </li>
          ))}
        </ul>
      ) : null}
      {written.length ? (
        <>
          <h3 className={styles.subheading}>已导入的产品</h3>
          <ul className={styles.links}>
            {written.slice(0, SHOWN_ROWS).map((result) => (
              <li key={result.row}>
                <a href={productUrl(result.productId!)}>{result.model}</a>
                <span className={styles.hint}>{result.action === 'create' ? '新建' : '更新'}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className={styles.actions}>
        <Button el="link" url={productsUrl} buttonStyle="primary" size="medium" margin={false}>
          查看产品列表
        </Button>
        <Button el="anchor" url="/product" newTab buttonStyle="secondary" size="medium" margin={false}>
          在网站上查看
        </Button>
        <Button buttonStyle="subtle" size="medium" margin={false} onClick={onRestart}>
          继续导入其他文件
        </Button>
      </div>
    </div>
  )
}
