import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import { notFound } from 'next/navigation'

import { hasQuantity, parseSelectQuery, selectHref } from '@/data/product-select'
import { productSelect } from '@/data/product-select.server'
import { categoryTree } from '@/data/products.server'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import { Pagination } from '@/features/layout/pagination'
import { paginationLabels } from '@/features/layout/pagination-labels.server'
import { screenQuery, type ViewParams } from '@/features/layout/screen-query'
import styles from '@/features/product-select/product-select.module.css'
import { SelectForm } from '@/features/product-select/select-form'
import { compareHref, RANKING_NOTE, SelectResults } from '@/features/product-select/select-results'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

const PAGE_SIZE = 12

type Props = { params: ViewParams }

export const metadata: Metadata = {
  title: '选型助手 - 产品中心',
  description: '输入被测件需要的电压、电流与功率，按通道数、通信接口、双向与机架高度筛选，列出额定值满足需求的直流电源与电子负载型号，最贴合的排在最前。',
  alternates: { canonical: '/product/select' },
}

export default async function ProductSelectPage({ params }: Props) {
  const { need, page } = parseSelectQuery(await screenQuery(params, '/product/select'))
  const asked = hasQuantity(need)
  const [tree, result] = await Promise.all([categoryTree(), asked ? productSelect({ ...need, page, size: PAGE_SIZE }) : null])
  if (page > 1 && (!result || !result.list.length)) notFound()
  const optional = Boolean(need.channels || need.interface || need.bidirectional || need.rack || need.category)
  return (
    <div className="container page">
      <Breadcrumbs items={[{ name: '产品中心', href: '/product' }, { name: '选型助手' }]} />
      <header className={styles.head}>
        <h1 className={styles.title}>选型助手</h1>
        <p className={styles.lead}>填写被测件需要的电压、电流和功率，列出额定值全部满足的型号，最贴合需求的排在最前。额定值取自各型号标注的关键参数。</p>
      </header>
      <div className={styles.layout}>
        <SelectForm need={need} tree={tree} />
        <section className={styles.main} aria-labelledby="select-results-title">
          <h2 id="select-results-title" className={styles.sectionTitle}>
            选型结果
          </h2>
          {!result ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{optional ? '请至少填写电压、电流、功率中的一项' : '先填写测试需要的电压、电流或功率'}</p>
              <p className={styles.emptyText}>
                例如给 48 V 电池包做充放电测试，可试试{' '}
                <Link href={selectHref({ voltage: 60, current: 40 })}>60 V / 40 A</Link>；给车载 DC-DC 供电，可试试{' '}
                <Link href={selectHref({ voltage: 500, power: 6000 })}>500 V / 6 kW</Link>。
              </p>
            </div>
          ) : result.total ? (
            <>
              <div className={styles.summary}>
                <p className={styles.count} aria-live="polite">
                  共 <strong>{result.total}</strong> 款型号满足条件
                </p>
                {result.list.length > 1 ? (
                  <Link href={compareHref(result.list)} className={styles.compare}>
                    对比前 {Math.min(result.list.length, 4)} 款
                  </Link>
                ) : null}
              </div>
              <p className={styles.note}>{RANKING_NOTE}</p>
              <SelectResults list={result.list} offset={(page - 1) * PAGE_SIZE} />
              <Pagination labels={await paginationLabels()} page={page} size={PAGE_SIZE} total={result.total} href={(target) => selectHref(need, target)} />
            </>
          ) : (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>没有同时满足这些条件的型号，试试放宽电流或功率</p>
              <p className={styles.emptyText}>
                {optional ? '也可以去掉通道数、接口、双向或机架高度等可选条件；' : ''}
                大功率需求可考虑多台并联，或请销售工程师为您配置测试方案。
              </p>
              <p className={styles.emptyActions}>
                <Link href="/product/select" className={styles.buttonGhost}>
                  清空条件
                </Link>
                <Link href="/contact" className={styles.buttonPrimary}>
                  联系销售帮您选型
                </Link>
              </p>
            </div>
          )}
        </section>
      </div>
    </div>
  )
}
