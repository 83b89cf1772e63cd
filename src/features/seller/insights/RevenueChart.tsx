import { useEffect, useRef, useState } from 'react'
import styled, { useTheme } from 'styled-components'
import { formatNaira } from '../../../contract/money'
import type { SalesDay } from '../../../contract/dashboard'
import { formatDay } from '../format'
import { formatChartDay } from '../../../contract/shopClock'
import { formatCompactNaira, uplotRules } from './uplotRules'

// The revenue of the last 30 days as bars (placed) and a line (paid), drawn by uPlot on a canvas. uPlot
// loads with the chart, never before; the same figures stay in a table for screen readers, and show as
// that table where the canvas cannot be drawn.


const Figure = styled.figure`
  margin: 0;
  figcaption { display: flex; flex-wrap: wrap; justify-content: space-between; gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md}; margin-bottom: ${({ theme }) => theme.space.sm}; }
  /* The rules of uPlot's stylesheet this chart uses (no legend, no selection), and its cursor in the shop's colours. */
  ${uplotRules}
  .u-cursor-x, .u-cursor-pt { position: absolute; left: 0; top: 0; pointer-events: none; will-change: transform; }
  .u-hz .u-cursor-x { height: 100%; border-right: 1px dashed ${({ theme }) => theme.colors.muted}; }
  .u-cursor-pt { border-radius: 50%; border: 0 solid; background-clip: padding-box !important; }
  .u-select, .u-off { display: none; }
`

const Legend = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  li { display: flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; }
  i { display: inline-block; width: 14px; height: 10px; border-radius: 3px; }
`

const Readout = styled.p`
  min-height: 1.5em;
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  b { color: ${({ theme }) => theme.colors.ink}; }
`

const Canvas = styled.div`
  height: 240px;
`

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th, td { padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm}; text-align: right; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; }
  th:first-child { text-align: left; }
`

/** The placed bars: the brand's pink, light enough for the paid line to read over it. */
const PLACED = '#deb0c5'

const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000

export function RevenueChart({ days }: { days: SalesDay[] }) {
  const theme = useTheme()
  const box = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing')
  const drawn = state === 'drawn'
  const [hovered, setHovered] = useState<number | null>(null)

  useEffect(() => {
    const element = box.current
    if (!element) return
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined
    let resize: ResizeObserver | undefined
    let gone = false
    import('uplot')
      .then(({ default: UPlot }) => {
        if (gone) return
        const bars = UPlot.paths.bars!({ size: [0.85, 28], gap: 1 })
        const axis = { stroke: theme.colors.muted, grid: { stroke: theme.colors.line, width: 1 }, ticks: { show: false }, font: `12px ${theme.fonts.body}` }
        chart = new UPlot(
          {
            width: element.clientWidth,
            height: element.clientHeight,
            legend: { show: false },
            padding: [12, 4, 0, 0],
            cursor: { y: false, points: { size: 8 } },
            select: { show: false, left: 0, top: 0, width: 0, height: 0 },
            tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
            scales: { x: { time: true }, y: { range: (_chart, _min, max) => [0, max > 0 ? max * 1.1 : 1000] } },
            axes: [
              { ...axis, size: 32, grid: { show: false }, values: (_chart, splits) => splits.map((split) => formatChartDay(split * 1000)) },
              { ...axis, size: 50, values: (_chart, splits) => splits.map((split) => formatCompactNaira(split)) },
            ],
            series: [
              {},
              { label: 'Placed', stroke: PLACED, fill: PLACED, paths: bars, points: { show: false } },
              { label: 'Paid', stroke: theme.colors.primary, width: 2, points: { show: false } },
            ],
            hooks: { setCursor: [(plot) => setHovered(plot.cursor.idx ?? null)] },
          },
          [days.map((day) => seconds(day.date)), days.map((day) => day.placedRevenue), days.map((day) => day.paidRevenue)],
          element,
        )
        resize = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: element.clientHeight }))
        resize.observe(element)
        setState('drawn')
      })
      // No canvas here (or the chunk failed to load): the table below shows the same figures.
      .catch(() => setState('failed'))
    return () => {
      gone = true
      resize?.disconnect()
      chart?.destroy()
    }
  }, [days, theme])

  const point = hovered === null ? undefined : days[hovered]
  return (
    <Figure>
      <figcaption>
        <span id="revenue-chart-title">Revenue per day, last {days.length} days</span>
        <Legend aria-hidden="true">
          <li>
            <i style={{ background: PLACED }} />
            Placed
          </li>
          <li>
            <i style={{ background: theme.colors.primary, height: 3 }} />
            Paid
          </li>
        </Legend>
      </figcaption>
      {drawn && (
        <Readout aria-hidden="true">
          {point ? (
            <>
              <b>{formatDay(point.date)}</b>: placed {formatNaira(point.placedRevenue)}, paid {formatNaira(point.paidRevenue)}
            </>
          ) : (
            'Point at a day to see its figures.'
          )}
        </Readout>
      )}
      <Canvas ref={box} aria-hidden="true" style={state === 'failed' ? { display: 'none' } : undefined} />
      {/* A table grows to its content whatever its width says: the wrapper is what hides it. */}
      <div className={state === 'failed' ? undefined : 'visually-hidden'}>
      <Table aria-labelledby="revenue-chart-title">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Placed</th>
            <th scope="col">Paid</th>
            <th scope="col">Counter</th>
            <th scope="col">Bookings</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date)}</th>
              <td>{formatNaira(day.placedRevenue)}</td>
              <td>{formatNaira(day.paidRevenue)}</td>
              <td>{formatNaira(day.counterRevenue)}</td>
              <td>{day.bookings}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      </div>
    </Figure>
  )
}
