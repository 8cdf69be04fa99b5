import type { Metadata } from 'next'

export const metadata: Metadata = { title: '参考页', robots: { index: false, follow: false } }

const WORDS = [
  '可编程',
  '直流电源',
  '电子负载',
  '纹波',
  '噪声',
  '精度',
  '分辨率',
  '远端补偿',
  '恒流',
  '恒压',
  '恒功率',
  '过压保护',
  '通信接口',
  '上位机',
  '电池测试',
  '光伏模拟',
  '充电桩',
  '储能',
  '老化测试',
  '动态响应',
  '上升斜率',
  '并机',
  '主从控制',
  '序列输出',
  '校准',
  '温漂',
]

/** Deterministic text that compresses like real copy (a fixed generator, no randomness between builds). */
function paragraph(row: number): string {
  let state = row * 7919 + 17
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state
  }
  const parts = Array.from({ length: 6 }, () => `${WORDS[next() % WORDS.length]}${(next() % 9000) + 100}`)
  return `第 ${row} 项：${parts.join('，')}。型号 PSD-${(next() % 9000) + 1000}-${(next() % 90) + 10}，输出 ${(next() % 1500) + 10} V / ${(next() % 300) + 1} A。`
}

/** Rows of varied text: about 70 KB of HTML (markup and its RSC payload) and 14 KB gzipped, between the home and product pages (71–77 KB, 11–15 KB gzipped). */
const ROWS = Array.from({ length: 165 }, (_, index) => paragraph(index + 1))

/**
 * The bench's throughput reference (bench/run.mjs): a page prerendered at
 * build time under the bench's own empty layout, served by the same
 * `next start` as the site. The site's cached pages are measured against it.
 * It holds no data and is in neither the sitemap nor the navigation.
 */
export default function BenchReferencePage() {
  return (
    <main>
      <h1>静态参考页</h1>
      {ROWS.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </main>
  )
}
