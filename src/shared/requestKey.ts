/** An Idempotency-Key: 128 random bits as hex; crypto.getRandomValues works on plain http too, unlike randomUUID. */
export const newRequestKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
