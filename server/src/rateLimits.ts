import type { FastifyContextConfig } from 'fastify'
import type { Config } from './config'

/** Route config for login, register and seller login: AUTH_ATTEMPTS_PER_MINUTE (10 by default) per IP address. */
export const authAttempts = ({ authAttemptsPerMinute }: Config): FastifyContextConfig => ({ rateLimit: { max: authAttemptsPerMinute, timeWindow: '1 minute' } })
