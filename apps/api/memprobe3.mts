import { PGlite } from '@electric-sql/pglite';
const mb = (n: number) => (n / 1048576).toFixed(0);
const conf = process.env.PGLITE_CONF ? { postgresqlconf: process.env.PGLITE_CONF.split(';') } : {};
const init = process.env.INITMEM ? { initialMemory: Number(process.env.INITMEM) * 1048576 } : {};
const show = (label: string, pg?: PGlite) => { global.gc?.(); const m = process.memoryUsage(); console.log(label, 'rss', mb(m.rss), 'heap', mb(m.heapUsed), 'ext', mb(m.external), 'wasm', pg ? mb(pg.Module.wasmMemory.buffer.byteLength) : '-'); };
const dir = process.argv[2]!;
if (process.env.MAKE) { const pg = new PGlite(dir); await pg.waitReady; await pg.query("CREATE TABLE t AS SELECT g, md5(g::text) AS s FROM generate_series(1, 300000) g"); await pg.close(); process.exit(0); }
show('start');
const pg = new PGlite(dir, { ...conf, ...init }); await pg.waitReady; show('open', pg);
for (let i = 0; i < 5; i++) await pg.query("SELECT s, count(*) FROM t GROUP BY s ORDER BY s LIMIT 5");
show('after work', pg);
