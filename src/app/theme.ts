export const theme = {
  colors: {
    primary: '#8e3b62',
    primaryDark: '#6f2a4b',
    primarySoft: '#f7e8ef',
    accent: '#e8a33d',
    ink: '#2a1f24',
    muted: '#5f5359',
    line: '#e7dde2',
    surface: '#ffffff',
    background: '#fdf8f5',
    success: '#1f7a4d',
    danger: '#b3261e',
    focus: '#8e3b62',
  },
  fonts: {
    body: "'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "Georgia, 'Times New Roman', serif",
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.5rem', hero: 'clamp(2rem, 5vw, 3.5rem)' },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  radii: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadows: { card: '0 2px 10px rgba(42, 31, 36, 0.08)', raised: '0 10px 30px rgba(42, 31, 36, 0.15)' },
  breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
  media: {
    sm: '@media (min-width: 480px)',
    md: '@media (min-width: 768px)',
    lg: '@media (min-width: 1024px)',
    xl: '@media (min-width: 1280px)',
  },
  maxWidth: '1280px',
} as const

export type Theme = typeof theme

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
