import { Readable, pipeline } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { stringify } from 'csv-stringify'

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return before one) starts
 * with an apostrophe instead: a customer can type any name (OWASP's CSV injection advice).
 */
export const spreadsheetSafe = (cell: string): string => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)

export interface Column<Row> {
  header: string
  cell(row: Row): string
}

/**
 * Sends `rows` as a CSV download, row by row as they are read: quoting by csv-stringify, a byte-order mark
 * so that Excel reads the file as UTF-8, every text cell guarded against formulas.
 */
export function sendCsv<Row>(request: FastifyRequest, reply: FastifyReply, fileName: string, columns: readonly Column<Row>[], rows: AsyncIterable<Row>) {
  const csv = stringify({ bom: true, header: true, columns: columns.map((column) => column.header), record_delimiter: 'windows' })
  async function* records() {
    for await (const row of rows) yield columns.map((column) => spreadsheetSafe(column.cell(row)))
  }
  // A failure half-way (the database went away) can only cut the file short: the status is already sent.
  pipeline(Readable.from(records()), csv, (error) => {
    if (error) request.log.error({ err: error }, 'CSV export failed')
  })
  return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(csv)
}
