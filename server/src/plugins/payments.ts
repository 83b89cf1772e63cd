import fp from 'fastify-plugin'
import type { Config } from '../config'
import { paystackGateway, type PaystackGateway } from '../payments/paystack'
import { sandboxGateway, type SandboxGateway } from '../payments/sandbox'

type Gateway = PaystackGateway | SandboxGateway

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway, or null when online payment is off. */
    payments: Gateway | null
  }
}

/**
 * Paystack when a secret key is configured, else the local sandbox checkout, which never runs in
 * production (the configuration refuses production without a key).
 */
function chooseGateway(config: Config): Gateway | null {
  if (!config.onlinePayment) return null
  if (config.paystackSecretKey) return paystackGateway(config.paystackSecretKey, config.paystackBaseUrl)
  if (config.nodeEnv === 'production') throw new Error('The sandbox checkout never runs in production')
  return sandboxGateway(config.publicUrl)
}

export const paymentsPlugin = fp(
  async (app) => {
    app.decorate<Gateway | null>('payments', chooseGateway(app.config))
  },
  { name: 'payments', dependencies: ['db'] },
)
