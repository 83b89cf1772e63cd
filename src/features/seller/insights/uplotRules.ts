import { css } from 'styled-components'

// What the seller area's charts (uPlot, loaded with a chart) share: the rules of uPlot's stylesheet they use and how
// an axis writes naira.

/** The rules of uPlot's stylesheet a chart without legend or selection uses (its own stylesheet is not loaded). */
export const uplotRules = css`
  .uplot, .uplot * { box-sizing: border-box; }
  .uplot { width: min-content; line-height: 1.5; }
  .u-wrap { position: relative; user-select: none; }
  .u-over, .u-under, .u-axis, .u-select { position: absolute; }
  .u-under { overflow: hidden; }
  .uplot canvas { display: block; position: relative; width: 100%; height: 100%; }
`

const compactNaira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', notation: 'compact', maximumFractionDigits: 1 })

/** An axis' naira: ₦30K, ₦1.5M. */
export const formatCompactNaira = (naira: number): string => compactNaira.format(naira)
