import type { FastifyInstance } from 'fastify'
import type { SalonReport } from '../../../src/contract/reports'
import type { Db } from '../db/client'
import { toSalonReport } from '../mappers/reports'
import { reportFigures } from '../repositories/reports'

// The owner's reports (reports.view): every figure summed in SQL over the period's rows (repositories/reports.ts).

/** A report over these Lagos days, both included. */
export const reportOf = async (db: Db, from: string, to: string): Promise<SalonReport> => toSalonReport(from, to, await reportFigures(db, from, to))

/** The report the owner asks for. */
export const salonReport = (shop: FastifyInstance, from: string, to: string): Promise<SalonReport> => reportOf(shop.db, from, to)
