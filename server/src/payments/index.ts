import type { Config } from '../config'
import { paystackGateway, type PaystackGateway } from './paystack'
import { sandboxGateway, type SandboxGateway } from './sandbox'

/** Paystack when a secret key is configured, else the local sandbox checkout. */
export function paymentGateway(config: Config): PaystackGateway | SandboxGateway {
  return config.paystackSecretKey ? paystackGateway(config.paystackSecretKey, config.paystackBaseUrl) : sandboxGateway(config.publicUrl)
}

/** Our payment references: `glow_` and 24 hex digits; anything else is refused before a query. */
export const PAYMENT_REFERENCE = /^glow_[0-9a-f]{24}$/
