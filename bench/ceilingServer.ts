import http from 'node:http'

// The ceiling for this runtime: a bare node:http server answering every request with the same
// precomputed status, headers and bytes. bench/api.ts forks it and sends what to answer.
interface Answer {
  port: number
  status: number
  headers: Record<string, string>
  bodyBase64: string
}

process.once('message', (message) => {
  const { port, status, headers, bodyBase64 } = message as Answer
  const body = Buffer.from(bodyBase64, 'base64')
  http
    .createServer((_request, response) => {
      response.writeHead(status, headers)
      response.end(body)
    })
    .listen(port, '127.0.0.1', () => process.send?.('listening'))
})
