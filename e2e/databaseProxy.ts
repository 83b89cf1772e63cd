import { connect, createServer, type Socket } from 'node:net'

/** A TCP proxy in front of PostgreSQL that a test can cut (every connection dropped, new ones refused) and restore. */
export interface DatabaseProxy {
  port: number
  cut(): void
  restore(): void
  close(): Promise<void>
}

export async function databaseProxy(target: { host: string; port: number }): Promise<DatabaseProxy> {
  let open = true
  const sockets = new Set<Socket>()
  const server = createServer((client) => {
    if (!open) return client.destroy()
    const upstream = connect(target.port, target.host)
    const drop = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('error', drop).on('close', drop)
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as { port: number }).port,
    cut: () => {
      open = false
      sockets.forEach((socket) => socket.destroy())
    },
    restore: () => {
      open = true
    },
    close: () => {
      sockets.forEach((socket) => socket.destroy())
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
