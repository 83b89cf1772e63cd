/**
 * Set beside the shopper's HttpOnly session cookie, readable by the page: it only says "ask the server
 * who I am". A guest's browser never asks (no 401 in its console); the server alone decides who is signed in.
 */
export const SIGNED_IN_COOKIE = 'glow_signed_in'
