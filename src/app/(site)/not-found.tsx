import Link from 'next/link'

import { MissingPath } from '@/features/layout/missing-path'

export const metadata = { title: '页面不存在' }

export default function NotFound() {
  return (
    <section className="container not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">页面不存在</h1>
      <p>
        <MissingPath />
      </p>
      <p>
        <Link href="/">返回首页</Link> · <Link href="/product">浏览产品</Link> · <Link href="/search">搜索</Link>
      </p>
    </section>
  )
}
