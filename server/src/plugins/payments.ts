import fp from 'fastify-plugin'
import type { Clock } from '../clock'
import type { Config } from '../config'
import { paystackGateway, type PaystackGateway } from '../payments/paystack'
import { PAYMENT_PATHS } from '../payments/gateway'
import { sandboxGateway, type SandboxGateway, type WebhookDelivery } from '../payments/sandbox'

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
function chooseGateway(config: Config, deliver: WebhookDelivery, clock: Clock): Gateway | null {
  if (!config.onlinePayment) return null
  if (config.paystackSecretKey) return paystackGateway(config.paystackSecretKey, config.paystackBaseUrl)
  if (config.nodeEnv === 'production') throw new Error('The sandbox checkout never runs in production')
  return sandboxGateway(deliver, clock)
}

export const paymentsPlugin = fp(
  async (app) => {
    // The sandbox's webhooks go through the shop's own HTTP handling, signature check and all.
    const deliver: WebhookDelivery = (payload, signature) =>
      app.inject({ method: 'POST', url: PAYMENT_PATHS.webhook, payload, headers: { 'content-type': 'application/json', 'x-paystack-signature': signature } })
    const gateway = chooseGateway(app.config, deliver, app.clock)
    app.decorate<Gateway | null>('payments', gateway)
    if (gateway?.kind === 'sandbox') app.addHook('onClose', async () => gateway.close())
  },
  { name: 'payments', dependencies: ['db'] },
)
