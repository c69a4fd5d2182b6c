// A customer uploads a 25 MB logo: a real PDF just under the artwork limit, sent
// to POST /api/brands/add as the Logos page sends it, to the server run as `npm start` runs it
// (embedded database): once, the first large body the process meets, and then UPLOADS times in
// turn. Prints the time of an upload and how much the server process's resident memory grows
// while the uploads arrive (the peak, read from /proc/<pid>/status every 20 ms, less the
// resting size just before; decisions/087 and 090: the multipart reader holds each file whole
// while it is checked). Each file is then downloaded again and must be the same bytes (size
// and sha-256).
//
//   npm run bench -- artwork-upload
//   ARTWORK_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- artwork-upload
//       also on that PostgreSQL server, in a database of its own made and dropped by the bench
//   ARTWORK_UPLOADS=10   more uploads (default 5)
import fs from 'node:fs';
import os from 'node:os';
import { ARTWORK_MAX_BYTES } from '@portal/domain/files';
import { PDF_TWO_PAGES } from '../apps/server/src/modules/files/test-files.ts';
import { downloadFile, pdfOfSize, sha256, uploadLogo } from './lib/artwork-files.ts';
import { benchDatabase, benchTempDir } from './lib/cleanup.ts';
import { registerCustomer } from './lib/customer-quote.ts';
import { waitHealthy } from './lib/portal.ts';
import { restingRssMb, sampleRss, statusMb } from './lib/process-memory.ts';
import { percentile, type Row, report } from './lib/report.ts';
import { freePort, startServer } from './lib/server-process.ts';

const UPLOADS = Number(process.env.ARTWORK_UPLOADS ?? 5);
const POSTGRES_URL = process.env.ARTWORK_DATABASE_URL;
/** Just under the limit: 1 kB less than 25 MB. */
const FILE_BYTES = ARTWORK_MAX_BYTES - 1024;
const FILE_NAME = 'Crew artwork 25MB.pdf';

const mb = (v: number) => `${v.toFixed(0)} MB`;
const times = (values: number[]) =>
  `median ${percentile(values, 50).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;

/** The uploads and downloads on a server of one engine; that engine's rows of the report. */
async function runEngine(engine: string, pdf: Buffer, hash: string, databaseUrl?: string): Promise<Row[]> {
  const dataDir = benchTempDir('portal-bench-artwork-');
  const server = startServer(await freePort(), {
    DATA_DIR: dataDir,
    // Registering the customer must not leave scrypt's 128 MB in the resting size.
    SCRYPT_COST: '16384',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    await waitHealthy(server.url, 600_000);
    const pid = server.child.pid as number;
    const customer = await registerCustomer(server.url, 'artwork', 1);
    // A small logo first, not measured: the upload and download code is loaded and compiled.
    const small = await uploadLogo(server.url, customer.token, customer.userId, 'warm-up.pdf', PDF_TWO_PAGES);
    if (small.status !== 200 || small.id === null)
      throw new Error(`warm-up upload: ${small.status} ${small.message}`);
    await downloadFile(server.url, customer.token, small.id);

    // The first 25 MB upload after the start is printed on its own: the heap and the allocator
    // grow to hold it and mostly stay grown, and on the embedded engine it may set off the
    // collection that frees what starting the engine left (hundreds of MB), so its growth can
    // even be negative there. The measured uploads follow it.
    const coldRestingMb = await restingRssMb(pid);
    const sampler = sampleRss(pid);
    const first = await uploadLogo(server.url, customer.token, customer.userId, FILE_NAME, pdf);
    const firstPeakMb = sampler.peak();
    if (first.status !== 200) throw new Error(`first upload: ${first.status} ${first.message}`);

    const restingMb = await restingRssMb(pid);
    const uploads = [];
    const uploadPeaks: number[] = [];
    for (let i = 0; i < UPLOADS; i += 1) {
      sampler.reset();
      uploads.push(await uploadLogo(server.url, customer.token, customer.userId, FILE_NAME, pdf));
      uploadPeaks.push(sampler.peak());
    }
    const afterUploadsMb = statusMb(pid, 'VmRSS');
    const uploadPeakMb = Math.max(...uploadPeaks);
    for (const [i, u] of uploads.entries())
      console.log(
        `  ${engine} upload ${i + 1}: ${u.status} in ${u.ms.toFixed(0)} ms, RSS peak ${mb(uploadPeaks[i] ?? Number.NaN)}`,
      );

    const beforeDownloadsMb = await restingRssMb(pid, 1000);
    sampler.reset();
    const downloads = [];
    for (const u of uploads)
      if (u.id !== null) downloads.push(await downloadFile(server.url, customer.token, u.id));
    const downloadPeakMb = sampler.peak();
    sampler.stop();
    const same = downloads.filter(
      (d) => d.status === 200 && d.bytes.length === pdf.length && sha256(d.bytes) === hash,
    );
    const accepted = uploads.filter((u) => u.status === 200 && u.id !== null);
    const failures = [
      ...new Set(uploads.filter((u) => u.status !== 200).map((u) => `${u.status} ${u.message}`)),
    ];

    return [
      {
        measure: `${engine}: the first 25 MB upload after the start (not in the figures below)`,
        value: `${first.ms.toFixed(0)} ms; RSS growth ${mb(firstPeakMb - coldRestingMb)} (peak ${mb(firstPeakMb)}, resting ${mb(coldRestingMb)})`,
        goal: '-',
        met: null,
      },
      {
        measure: `${engine}: uploads accepted`,
        value: `${accepted.length} of ${UPLOADS}${failures.length ? ` (${failures.join('; ')})` : ''}`,
        goal: 'all, 200',
        met: accepted.length === UPLOADS,
      },
      {
        measure: `${engine}: upload time (${UPLOADS} more uploads one after another, request to answer)`,
        value: times(uploads.map((u) => u.ms)),
        goal: '-',
        met: null,
      },
      {
        measure: `${engine}: server RSS growth while the uploads arrive (peak less resting, sampled every 20 ms)`,
        value: `${mb(uploadPeakMb - restingMb)} (peak ${mb(uploadPeakMb)}, resting ${mb(restingMb)}, after ${mb(afterUploadsMb)}, lifetime peak ${mb(statusMb(pid, 'VmHWM'))})`,
        goal: '-',
        met: null,
      },
      {
        measure: `${engine}: downloads the same bytes (GET /api/files/{id}: size and sha-256)`,
        value: `${same.length} of ${accepted.length}`,
        goal: 'all',
        met: accepted.length > 0 && same.length === accepted.length,
      },
      {
        measure: `${engine}: download time`,
        value: downloads.length ? times(downloads.map((d) => d.ms)) : '-',
        goal: '-',
        met: null,
      },
      {
        measure: `${engine}: server RSS growth while the downloads go out`,
        value: `${mb(downloadPeakMb - beforeDownloadsMb)} (peak ${mb(downloadPeakMb)}, before ${mb(beforeDownloadsMb)})`,
        goal: '-',
        met: null,
      },
    ];
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const made = performance.now();
const { pdf, width, height } = pdfOfSize(FILE_BYTES);
const hash = sha256(pdf);
const rows: Row[] = [
  {
    measure: 'the file',
    value: `${pdf.length.toLocaleString('en-AU')} bytes, a one-page PDF with a ${width} × ${height} RGB picture (made in ${((performance.now() - made) / 1000).toFixed(1)} s), sha-256 ${hash.slice(0, 12)}…`,
    goal: `just under ${(ARTWORK_MAX_BYTES / 1024 / 1024).toFixed(0)} MB (${ARTWORK_MAX_BYTES.toLocaleString('en-AU')} bytes)`,
    met: pdf.length < ARTWORK_MAX_BYTES && pdf.length >= ARTWORK_MAX_BYTES - 64 * 1024,
  },
  ...(await runEngine('embedded', pdf, hash)),
];
if (POSTGRES_URL) {
  const database = await benchDatabase(POSTGRES_URL);
  try {
    rows.push(...(await runEngine('PostgreSQL', pdf, hash, database.url)));
  } finally {
    await database.drop();
  }
}
rows.push({
  // The figures depend on what else the machine runs: say how busy it was.
  measure: 'machine load average (1 min) at the end, cores',
  value: `${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
  goal: '-',
  met: null,
});
report('artwork-upload', rows);
