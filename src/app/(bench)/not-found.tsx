export const metadata = { title: '页面不存在' }

/** What /bench/floor answers on a server started without BENCH_FLOOR=1: a plain 404 outside the site's layout. */
export default function BenchNotFound() {
  return (
    <main>
      <h1>页面不存在</h1>
      <p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- another root layout: a full load either way, and no client component on the floor */}
        <a href="/">返回首页</a>
      </p>
    </main>
  )
}
