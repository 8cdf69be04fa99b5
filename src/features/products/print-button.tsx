'use client'

/** The datasheet's one script: opens the browser's print dialog, where 另存为 PDF saves the two A4 pages. */
export function PrintButton({ className, label }: { className?: string; label: string }) {
  return (
    <button type="button" className={className} onClick={() => window.print()}>
      {label}
    </button>
  )
}
