'use client'

import type React from 'react'
import { useRef, useState } from 'react'

type Offset = { x: number; y: number }
type Drag = { pointerX: number; pointerY: number; from: Offset; handle: DOMRect }

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/**
 * Drags a dialog by its title bar with pointer events (mouse, pen and touch).
 * The title bar never leaves the viewport, so the dialog can always be dragged back.
 * Spread `handle` on the title and wrap the dialog with `wrap` (antd's modalRender).
 */
export function useTitleDrag() {
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 })
  const drag = useRef<Drag | null>(null)

  const onPointerDown = (event: React.PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { pointerX: event.clientX, pointerY: event.clientY, from: offset, handle: event.currentTarget.getBoundingClientRect() }
  }
  const onPointerMove = (event: React.PointerEvent<HTMLElement>) => {
    const current = drag.current
    if (!current) return
    const { handle } = current
    setOffset({
      x: current.from.x + clamp(event.clientX - current.pointerX, -handle.left, window.innerWidth - handle.right),
      y: current.from.y + clamp(event.clientY - current.pointerY, -handle.top, window.innerHeight - handle.bottom),
    })
  }
  const onPointerUp = () => {
    drag.current = null
  }

  return {
    offset,
    reset: () => setOffset({ x: 0, y: 0 }),
    handle: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, style: { cursor: 'move', touchAction: 'none', userSelect: 'none' } as const },
    wrap: (node: React.ReactNode) => <div style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}>{node}</div>,
  }
}
