/**
 * Print masters per size (docs/product/create.md#print-masters-per-size): time and peak RSS of one master in a fresh
 * process per size, launched with the server's memory settings (SERVER_LAUNCH), the way the job makes it: the 12 MP
 * sample photo's A3 poster rendered first (as creation did), then the master: A4 made smaller from the A3 master,
 * A2 and A1 painted again at half their pixels and finished by one libvips pipeline, and each of A2 and A1 also
 * enlarged from the A3 master (a poster whose original is gone). Peaks are the kernel's VmHWM of the whole process
 * (engine, detector models, libvips), not of a whole worker. Run: `npx node bench/masters.ts`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { masterPixels } from '../src/shared/print-formats.ts';
import type { PrintSize } from '../src/shared/print-formats.ts';
import { styleById } from '../src/shared/styles.ts';
import { LocalPosterEngine } from '../src/server/adapters/poster-engine/local-poster-engine.ts';
import { resizeMaster } from '../src/server/adapters/poster-engine/poster-engine.ts';
import { SERVER_LAUNCH } from '../src/server/testing/server-process.ts';
import { makeLandscapePhoto } from '../src/server/modules/create/sample-photo.ts';

const self = fileURLToPath(import.meta.url);
const peakMb = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) / 1024;
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) / 1024;
const resetPeak = () => {
  try {
    execFileSync('sh', ['-c', `echo 5 > /proc/${process.pid}/clear_refs`]);
  } catch {
    // not allowed here: the peak then includes the A3 render
  }
};

type Job = { size: PrintSize; how: 'rendered' | 'downscaled' | 'upscaled' };

async function child(job: Job) {
  const photo = await makeLandscapePhoto();
  const style = styleById('swissmidcentury')!;
  const caption = { text: 'Lac Léman, Sunday 14 July', x: 175, y: 430, frameWidth: 350, frameHeight: 495 };
  const engine = new LocalPosterEngine();
  const a3 = await engine.render({ image: photo, style, caption });
  (globalThis as { gc?: () => void }).gc?.();
  const before = rssMb();
  resetPeak();
  const started = performance.now();
  const pixels = masterPixels(job.size);
  const master =
    job.how === 'rendered'
      ? await engine.renderMaster({ image: photo, style, caption }, pixels)
      : await resizeMaster(a3.printMaster, pixels);
  const ms = performance.now() - started;
  const { width, height } = await sharp(master).metadata();
  console.log(
    JSON.stringify({
      ...job,
      ms: Math.round(ms),
      peakMb: Math.round(peakMb()),
      beforeMb: Math.round(before),
      width,
      height,
      mb: +(master.length / 1e6).toFixed(1),
    }),
  );
}

export type MasterFigures = Job & {
  ms: number;
  peakMb: number;
  beforeMb: number;
  width: number;
  height: number;
  mb: number;
};

export function measureMasters(): MasterFigures[] {
  const jobs: Job[] = [
    { size: 'A4', how: 'downscaled' },
    { size: 'A2', how: 'rendered' },
    { size: 'A1', how: 'rendered' },
    { size: 'A2', how: 'upscaled' },
    { size: 'A1', how: 'upscaled' },
  ];
  return jobs.map((job) => {
    const output = execFileSync(process.execPath, [...SERVER_LAUNCH.nodeArgs, self, JSON.stringify(job)], {
      cwd: path.dirname(self),
      encoding: 'utf8',
      env: { ...process.env, ...SERVER_LAUNCH.env },
    });
    return JSON.parse(output.trim().split('\n').at(-1)!) as MasterFigures;
  });
}

// Run as a script: one master in this process (the job as its argument), or all of them. Imported (by bench/run.ts,
// whose own arguments are its options), nothing runs.
if (process.argv[1] === self && process.argv[2]) await child(JSON.parse(process.argv[2]) as Job);
else if (process.argv[1] === self)
  for (const row of measureMasters())
    console.log(
      `${row.size} ${row.how}: ${row.width} × ${row.height}, ${row.mb} MB, ${row.ms} ms, peak ${row.peakMb} MB ` +
        `(${row.beforeMb} MB before)`,
    );
