import { PGlite } from '@electric-sql/pglite';
const t0 = Date.now();
const pg = new PGlite(process.argv[2]!, { postgresqlconf: ['shared_buffers=16MB'] }); await pg.waitReady;
const t1 = Date.now();
for (let i = 0; i < 5; i++) await pg.query("SELECT s, count(*) FROM t GROUP BY s ORDER BY s LIMIT 5");
console.log('open ms', t1 - t0, 'work ms', Date.now() - t1, 'rss', process.memoryUsage().rss / 1048576 | 0);
await pg.close(); process.exit(0);
