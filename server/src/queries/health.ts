import type { FastifyInstance } from 'fastify'
import { databaseAnswers } from '../repositories/health'

/** Whether the shop's database answers within `withinMs`: what readiness reports to a load balancer. */
export const databaseIsReady = (shop: FastifyInstance, withinMs: number): Promise<boolean> => databaseAnswers(shop.db, withinMs)
