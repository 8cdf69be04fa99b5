'use client'

/** The datasheet's one script: opens the browser's print dialog, where 另存为 PDF saves the two A4 pages. */
export function PrintButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.print()}>
      打印 / 下载 PDF
    </button>
  )
}
