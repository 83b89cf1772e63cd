import { useEffect, useRef, useState, type ReactNode } from 'react'
import styled, { useTheme } from 'styled-components'
import { uplotRules } from '../insights/uplotRules'

// Bars of a few named figures (channels, categories, members), drawn by uPlot on a canvas. uPlot loads with the
// reports' chunk, never before; the figures are always in the table beside the chart (its text alternative), so the
// canvas is hidden from screen readers and a chart that cannot be drawn leaves the table alone.

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space.md};
  figcaption { font-weight: 600; margin-bottom: ${({ theme }) => theme.space.xs}; }
  ${uplotRules}
  .u-cursor-x, .u-cursor-y, .u-cursor-pt, .u-select, .u-off { display: none; }
`

const Canvas = styled.div`
  height: 200px;
`

/** A label short enough to stand under its bar on a phone. */
const shortLabel = (label: string, room: number) => (label.length <= room ? label : `${label.slice(0, Math.max(room - 1, 1))}…`)

export interface Bar {
  label: string
  value: number
}

/** The steps of a count's axis: whole numbers only. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000]

/**
 * Named figures as bars (`caption` names the chart); `format` writes an axis' value (`counts`: whole steps only);
 * `children` is the table of the same figures.
 */
export function BarChart({ caption, bars, format, counts = false, children }: { caption: string; bars: Bar[]; format: (value: number) => string; counts?: boolean; children: ReactNode }) {
  const theme = useTheme()
  const box = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const element = box.current
    if (!element || bars.length === 0) return
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined
    let resize: ResizeObserver | undefined
    let gone = false
    import('uplot')
      .then(({ default: UPlot }) => {
        if (gone) return
        const axis = { stroke: theme.colors.muted, grid: { stroke: theme.colors.line, width: 1 }, ticks: { show: false }, font: `12px ${theme.fonts.body}` }
        const room = () => Math.max(4, Math.floor(element.clientWidth / bars.length / 8))
        chart = new UPlot(
          {
            width: element.clientWidth,
            height: element.clientHeight,
            legend: { show: false },
            padding: [12, 8, 0, 0],
            cursor: { show: false },
            select: { show: false, left: 0, top: 0, width: 0, height: 0 },
            scales: { x: { time: false, range: [-0.5, bars.length - 0.5] }, y: { range: (_chart, _min, max) => [0, max > 0 ? (counts ? Math.max(Math.ceil(max * 1.1), max + 1) : max * 1.1) : 1] } },
            axes: [
              { ...axis, size: 28, grid: { show: false }, splits: () => bars.map((_, index) => index), values: (_chart, splits) => splits.map((split) => shortLabel(bars[split]?.label ?? '', room())) },
              { ...axis, size: 64, ...(counts && { incrs: WHOLE_STEPS }), values: (_chart, splits) => splits.map((split) => format(split)) },
            ],
            series: [{}, { label: caption, stroke: theme.colors.primary, fill: theme.colors.primary, paths: UPlot.paths.bars!({ size: [0.6, 64] }), points: { show: false } }],
          },
          [bars.map((_, index) => index), bars.map((bar) => bar.value)],
          element,
        )
        resize = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: element.clientHeight }))
        resize.observe(element)
      })
      // No canvas here (or the chunk failed to load): the table shows the same figures.
      .catch(() => setFailed(true))
    return () => {
      gone = true
      resize?.disconnect()
      chart?.destroy()
    }
  }, [bars, caption, counts, format, theme])

  return (
    <Figure>
      <figcaption>{caption}</figcaption>
      {bars.length > 0 && !failed && <Canvas ref={box} aria-hidden="true" data-chart={caption} />}
      {children}
    </Figure>
  )
}
