/** The e2e shop's port, as playwright.config.ts sets it. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3210)

/**
 * The Termii and WhatsApp stand-ins' ports (server/test/phoneStandIns.ts) for a run on `port`: Termii, WhatsApp,
 * then the control port the journeys read and drive them by; three of this run's own.
 */
export const standInPort = (port: number) => 20000 + (port % 1000) * 3
export const phoneStandInControl = (port: number) => `http://127.0.0.1:${standInPort(port) + 2}`
