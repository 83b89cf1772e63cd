import { execFile, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { promisify } from 'node:util'
import { Redis } from 'ioredis'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'
import { startS3Server } from '../server/test/s3Server'
import { freshPostgres } from './catalogueData'
import { loadAverage, makeDataDir, startShopServer, type BenchServer } from './server'
import { percentile } from './stats'

// `npm run bench:cluster`: the deployment of deploy/ on this machine. PostgreSQL and Redis (the machine's), an S3
// server (s3rver) and an SMTP server standing in for the mail provider, three instances in production mode behind
// Debian's nginx running deploy/nginx/glow.conf, with deploy/glow-upstreams as its health check and
// deploy/rolling-restart for the upgrade. Then:
//   1. a flash sale: SHOPPERS shoppers order a DEAL_UNITS-unit product at once;
//   2. the same crowd orders an everyday product through nginx, then against one instance alone (the ratio);
//   3. a second wave during which one instance is killed (SIGKILL): shoppers retry as the app does, under their key;
//   4. a rolling restart of the three under steady browsing and ordering;
// and it counts units sold, orders lost or doubled, requests failed and e-mails sent twice.

const SHOPPERS = Number(process.env.CLUSTER_SHOPPERS ?? 2000)
const DEAL_UNITS = 100
const INSTANCES = 3
const NGINX_PORT = Number(process.env.BENCH_PORT ?? 3850)
const instancePort = (n: number) => NGINX_PORT + 1 + n
const POSTGRES = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379/8'
/** The browser's retries of an order under its Idempotency-Key (src/app's fetch retry). */
const RETRIES = 5
/** Steady shoppers browsing and ordering while the instances restart one by one. */
const ROLLING_SHOPPERS = 40
const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '..')

/** Why requests got no answer at all (status 0), by the client's error code: a closed keep-alive connection, a reset… */
const noAnswer = new Map<string, number>()
const unanswered = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  const why = cause?.code ?? cause?.message ?? String(error)
  noAnswer.set(why, (noAnswer.get(why) ?? 0) + 1)
  return 0
}

interface Answer {
  status: number
  ms: number
  tries: number
  firstFailed: boolean
}

/** An SMTP server that counts each e-mail by its Message-ID: a message sent twice shows as a count of 2. */
async function startMailSink() {
  const seen = new Map<string, number>()
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let head = ''
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString()
      })
      stream.on('end', () => {
        // The shop gives each outbox message one Message-ID, whichever instance sends it and however often.
        const key = /^Message-ID: *(.*)$/im.exec(head)?.[1] ?? `${session.id}`
        seen.set(key, (seen.get(key) ?? 0) + 1)
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => [...seen.values()].reduce((sum, count) => sum + count, 0),
    twice: () => [...seen.values()].filter((count) => count > 1).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Debian's nginx in a folder of its own, running deploy/nginx/glow.conf with this run's ports and paths. */
async function startNginx(dir: string, upstreams: string) {
  const site = readFileSync(path.join(root, 'deploy/nginx/glow.conf'), 'utf8')
    .replace('/var/cache/nginx/glow', path.join(dir, 'cache'))
    .replace('/etc/nginx/glow-upstreams.conf', upstreams)
    .replace('/var/log/nginx/glow.access.log', path.join(dir, 'access.log'))
    .replace(/listen 80;/, `listen 127.0.0.1:${NGINX_PORT};`)
    .replace(/\n\s*listen \[::\]:80;/, '')
  if (site === readFileSync(path.join(root, 'deploy/nginx/glow.conf'), 'utf8')) throw new Error('deploy/nginx/glow.conf changed: this bench no longer knows where to point it')
  writeFileSync(path.join(dir, 'glow.conf'), site)
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${path.join(dir, name)};`).join('\n  ')
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes auto;\npid ${path.join(dir, 'nginx.pid')};\nerror_log ${path.join(dir, 'error.log')} warn;\n` +
      `events { worker_connections 8192; }\nhttp {\n  ${temp}\n  include ${path.join(dir, 'glow.conf')};\n}\n`,
  )
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf')]
  await run('nginx', [...args, '-t'])
  const child = spawn('nginx', [...args, '-g', 'daemon off;'], { stdio: 'inherit' })
  for (let i = 0; i < 100 && !(await fetch(`http://127.0.0.1:${NGINX_PORT}/api/health`).then((r) => r.ok, () => false)); i++) await sleep(100)
  return { reload: `nginx ${args.join(' ')} -s reload`, stop: () => void child.kill('SIGQUIT') }
}

async function main() {
  if (!existsSync('/usr/sbin/nginx')) throw new Error('nginx is not installed: apt-get install -y nginx-light (Debian\'s nginx)')
  const work = makeDataDir('cluster')
  const database = await freshPostgres(POSTGRES)
  const redis = new Redis(REDIS)
  await redis.flushdb()
  redis.disconnect()
  const s3 = await startS3Server(['glow-cluster'])
  const mail = await startMailSink()
  const env = {
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${NGINX_PORT}`,
    SELLER_PASSWORD: 'cluster-bench-owner',
    ONLINE_PAYMENT: 'off',
    DATABASE_URL: database.url,
    REDIS_URL: REDIS,
    SMTP_URL: mail.url,
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    ...s3.env,
    S3_BUCKET: 'glow-cluster',
  }
  const instances: BenchServer[] = []
  const startInstance = (n: number) => startShopServer({ port: instancePort(n), dataDir: makeDataDir(`cluster-${n}`), env })
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined
  let control: http.Server | undefined
  const db = new pg.Pool({ connectionString: database.url, max: 4 })
  try {
    // Started together, as systemd starts them: one migrates and seeds, the others wait for its lock.
    instances.push(...(await Promise.all(Array.from({ length: INSTANCES }, (_, n) => startInstance(n)))))
    const { deal, everyday, shoppers } = await seed(db)

    const upstreams = path.join(work, 'upstreams.conf')
    const upstreamEnv = (reload: string) => ({
      ...process.env,
      GLOW_INSTANCES: instances.map((_, n) => `127.0.0.1:${instancePort(n)}`).join(' '),
      GLOW_UPSTREAMS_FILE: upstreams,
      GLOW_DRAINED_FILE: path.join(work, 'drained'),
      GLOW_NGINX_RELOAD: reload,
    })
    await run(path.join(root, 'deploy/glow-upstreams'), [], { env: upstreamEnv('true') })
    nginx = await startNginx(work, upstreams)
    const origin = `http://127.0.0.1:${NGINX_PORT}`
    const order = async (base: string, shopper: Shopper, product: string, key: string, retry: boolean): Promise<Answer> => {
      const started = performance.now()
      let status = 0
      let firstFailed = false
      let tries = 0
      for (; tries < (retry ? RETRIES : 1); tries++) {
        status = await fetch(`${base}/api/order/cod`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: `glow_session=${shopper.token}`, 'idempotency-key': key },
          body: JSON.stringify({ items: [{ product, quantity: 1 }], address: shopper.addressId }),
        }).then((answer) => answer.arrayBuffer().then(() => answer.status), unanswered)
        if (status !== 0 && status < 500) break
        if (tries === 0) firstFailed = true
        await sleep(200 * (tries + 1))
      }
      return { status, ms: performance.now() - started, tries: tries + 1, firstFailed }
    }
    const crowd = async (base: string, product: string, prefix: string, retry = false, during?: (done: number) => void) => {
      let done = 0
      const started = performance.now()
      const answers = await Promise.all(
        shoppers.map((shopper, i) =>
          order(base, shopper, product, `${prefix}-${i}`, retry).then((answer) => {
            during?.((done += 1))
            return answer
          }),
        ),
      )
      return { answers, seconds: (performance.now() - started) / 1000 }
    }
    const lines: string[] = [`Cluster run: ${INSTANCES} instances behind nginx (deploy/), PostgreSQL, Redis, s3rver, ${SHOPPERS} shoppers; load average ${loadAverage()} at the start`, '']
    /** What the shoppers were answered: `201 ×23, 409 ×77`, 0 for no answer at all. */
    const statuses = (answers: { status: number }[]) => {
      const counts = new Map<number, number>()
      for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1)
      return [...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${status} ×${count}`).join(', ')
    }
    const latency = (answers: Answer[]) => {
      const times = answers.map((a) => a.ms).sort((a, b) => a - b)
      return `p50 ${Math.round(percentile(times, 0.5))} ms, p99 ${Math.round(percentile(times, 0.99))} ms`
    }

    // 1. The flash sale.
    const sale = await crowd(origin, deal, 'deal')
    const sold = await unitsOf(db, deal)
    lines.push(
      `1. Flash sale: ${SHOPPERS} shoppers at once for ${DEAL_UNITS} units`,
      `   units sold ${sold.units} in ${sold.orders} orders (oversold ${Math.max(0, sold.units - DEAL_UNITS)}), stock left ${sold.stock}; answers ${statuses(sale.answers)}; ${latency(sale.answers)}; ${sale.seconds.toFixed(1)} s`,
      '',
    )

    // 2. Throughput: the same crowd through nginx to three instances, and against one instance alone.
    const three = await crowd(origin, everyday, 'three')
    const one = await crowd(`http://127.0.0.1:${instancePort(0)}`, everyday, 'one')
    const rate = (wave: typeof three) => wave.answers.filter((a) => a.status === 201).length / wave.seconds
    lines.push(
      `2. ${SHOPPERS} orders at once of an everyday product:`,
      `   three instances behind nginx: ${Math.round(rate(three))} orders/s, ${latency(three.answers)}; ${statuses(three.answers)}`,
      `   one instance alone:           ${Math.round(rate(one))} orders/s, ${latency(one.answers)}; ${statuses(one.answers)}`,
      `   ratio three/one: ${(rate(three) / rate(one)).toFixed(2)}`,
      '',
    )

    // 3. An instance killed in the middle of a wave; shoppers retry under their key as the app does.
    const before = await ordersByShopper(db, everyday)
    let killed = false
    const victim = 1
    const kill = await crowd(origin, everyday, 'kill', true, (done) => {
      if (!killed && done >= SHOPPERS / 3) {
        killed = true
        instances[victim]!.kill()
      }
    })
    const after = await ordersByShopper(db, everyday)
    let lost = 0
    let doubled = 0
    shoppers.forEach((shopper, i) => {
      const made = (after.get(shopper.userId) ?? 0) - (before.get(shopper.userId) ?? 0)
      if (made > 1) doubled += 1
      if (made === 0 && kill.answers[i]!.status === 201) lost += 1
    })
    const failed = kill.answers.filter((a) => a.status !== 201).length
    lines.push(
      `3. ${SHOPPERS} orders at once, instance ${instancePort(victim)} killed (SIGKILL) after a third had answered:`,
      `   orders lost ${lost}, doubled ${doubled}; shoppers left without an order ${failed} (${statuses(kill.answers)}); first tries that failed ${kill.answers.filter((a) => a.firstFailed).length} (their retry under the key ${kill.answers.filter((a) => a.firstFailed && a.status === 201).length} ordered once); ${latency(kill.answers)}`,
      '',
    )
    await instances[victim]!.stop()
    instances[victim] = await startInstance(victim)
    await run(path.join(root, 'deploy/glow-upstreams'), [], { env: upstreamEnv(nginx.reload) })

    // 4. A rolling restart under steady load: deploy/rolling-restart restarts each instance through this control.
    control = http.createServer((request, reply) => {
      const n = Number(/\/restart\/(\d+)$/.exec(request.url ?? '')?.[1]) - NGINX_PORT - 1
      void (async () => {
        await instances[n]!.stop()
        instances[n] = await startInstance(n)
        reply.end('restarted')
      })().catch((error: Error) => reply.writeHead(500).end(error.message))
    })
    await new Promise<void>((resolve) => control!.listen(0, '127.0.0.1', resolve))
    const controlPort = (control.address() as AddressInfo).port
    let rolling = true
    const steady: { status: number; ms: number }[] = []
    const browse = async (i: number) => {
      for (let n = 0; rolling; n++) {
        const started = performance.now()
        const status =
          n % 3 === 2
            ? (await order(origin, shoppers[i]!, everyday, `roll-${i}-${n}`, false)).status
            : await fetch(`${origin}/api/product/list?limit=24`).then((r) => r.arrayBuffer().then(() => r.status), unanswered)
        steady.push({ status, ms: performance.now() - started })
      }
    }
    const browsing = Array.from({ length: ROLLING_SHOPPERS }, (_, i) => browse(i))
    const restartStarted = performance.now()
    await run(path.join(root, 'deploy/rolling-restart'), [], {
      env: { ...upstreamEnv(nginx.reload), GLOW_RESTART: `curl -fsS -m 200 http://127.0.0.1:${controlPort}/restart/PORT`, GLOW_DRAIN_SECONDS: '1' },
    })
    rolling = false
    await Promise.all(browsing)
    const steadyFailed = steady.filter((a) => a.status === 0 || a.status >= 500).length
    const steadyTimes = steady.map((a) => a.ms).sort((a, b) => a - b)
    lines.push(
      `4. Rolling restart of the three (deploy/rolling-restart) under ${ROLLING_SHOPPERS} shoppers browsing and ordering: ${((performance.now() - restartStarted) / 1000).toFixed(0)} s`,
      `   requests ${steady.length} (${statuses(steady)}), failed ${steadyFailed}; p50 ${Math.round(percentile(steadyTimes, 0.5))} ms, p99 ${Math.round(percentile(steadyTimes, 0.99))} ms`,
      '',
    )

    // Every order's confirmation e-mail: sent once, whichever instance's worker claimed it.
    const orders = Number((await db.query(`select count(*)::int as n from orders`)).rows[0].n)
    for (let i = 0; i < 120 && (await backlog(db)) > 0; i++) await sleep(500)
    if (noAnswer.size) lines.push(`Requests with no answer at all, by the client's error: ${[...noAnswer].map(([why, count]) => `${why} ×${count}`).join(', ')}`, '')
    lines.push(`E-mails received ${mail.received()} for ${orders} orders (outbox backlog ${await backlog(db)}); sent twice: ${mail.twice()}`, '')
    console.log(lines.join('\n'))
  } finally {
    control?.close()
    nginx?.stop()
    await Promise.all(instances.map((instance) => instance.stop()))
    await db.end()
    await database.drop()
    await mail.close()
    await s3.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

interface Shopper {
  userId: string
  addressId: string
  token: string
}

/** SHOPPERS shoppers with an address and a session each, and the two products, written in a few statements. */
async function seed(db: pg.Pool) {
  const token = (n: number) => `cluster-bench-session-${n}`
  const sha = (text: string) => createHash('sha256').update(text).digest('hex')
  await db.query(`insert into users (name, email, password_hash) select 'Shopper ' || n, 'shopper' || n || '@example.ng', 'no-password' from generate_series(1, $1) n`, [SHOPPERS])
  await db.query(
    `insert into addresses (user_id, first_name, last_name, email, street, city, state, zipcode, country, phone)
     select id, 'Ada', 'Obi', email, '12 Allen Avenue', 'Ikeja', 'Lagos', '100271', 'Nigeria', '+2348031234567' from users where email like 'shopper%@example.ng'`,
  )
  const rows = (
    await db.query(`select u.id as user_id, a.id as address_id, substring(u.email from 'shopper(\\d+)@')::int as n from users u join addresses a on a.user_id = u.id where u.email like 'shopper%@example.ng' order by n`)
  ).rows as { user_id: string; address_id: string; n: number }[]
  await db.query(`insert into sessions (token_hash, role, user_id, expires_at) select unnest($1::text[]), 'user', unnest($2::uuid[]), now() + interval '1 day'`, [
    rows.map((row) => sha(token(row.n))),
    rows.map((row) => row.user_id),
  ])
  // Two demo products, counted: the deal's DEAL_UNITS units, and an everyday one no wave sells out; their batches follow.
  const products = (await db.query(`select id from products order by name limit 2`)).rows as { id: string }[]
  if (products.length < 2) throw new Error('the demo catalogue has fewer than two products')
  const [deal, everyday] = products.map((row) => row.id) as [string, string]
  for (const [id, units] of [[deal, DEAL_UNITS], [everyday, 1_000_000]] as const) {
    await db.query(`update stock_batches set remaining = 0 where product_id = $1`, [id])
    await db.query(`update products set stock_count = $2 where id = $1`, [id, units])
    await db.query(`insert into stock_batches (product_id, received, remaining) values ($1, $2, $2)`, [id, units])
  }
  return { deal, everyday, shoppers: rows.map((row) => ({ userId: row.user_id, addressId: row.address_id, token: token(row.n) })) }
}

async function unitsOf(db: pg.Pool, product: string) {
  const { rows } = await db.query(
    `select coalesce(sum(i.quantity), 0)::int as units, count(distinct o.id)::int as orders, (select stock_count from products where id = $1) as stock
     from order_items i join orders o on o.id = i.order_id where i.product_id = $1 and o.status <> 'Cancelled'`,
    [product],
  )
  return rows[0] as { units: number; orders: number; stock: number }
}

async function ordersByShopper(db: pg.Pool, product: string): Promise<Map<string, number>> {
  const { rows } = await db.query(`select o.user_id, count(*)::int as n from orders o join order_items i on i.order_id = o.id where i.product_id = $1 group by o.user_id`, [product])
  return new Map((rows as { user_id: string; n: number }[]).map((row) => [row.user_id, row.n]))
}

async function backlog(db: pg.Pool): Promise<number> {
  const { rows } = await db.query(`select count(*)::int as n from outbox_messages where channel = 'email' and status in ('queued', 'retrying', 'sending')`)
  return (rows[0] as { n: number }).n
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
