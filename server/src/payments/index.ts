import type { Config } from '../config'
import { paystackGateway, type PaystackGateway } from './paystack'
import { sandboxGateway, type SandboxGateway } from './sandbox'

/**
 * Paystack when a secret key is configured, else the local sandbox checkout, which never runs in
 * production (the configuration refuses production without a key). None when online payment is off.
 */
export function paymentGateway(config: Config): PaystackGateway | SandboxGateway | undefined {
  if (!config.onlinePayment) return undefined
  if (config.paystackSecretKey) return paystackGateway(config.paystackSecretKey, config.paystackBaseUrl)
  if (config.nodeEnv === 'production') throw new Error('The sandbox checkout never runs in production')
  return sandboxGateway(config.publicUrl)
}

/** Our payment references: `glow_` and 24 hex digits; anything else is refused before a query. */
export const PAYMENT_REFERENCE = /^glow_[0-9a-f]{24}$/
