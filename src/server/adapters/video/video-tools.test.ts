import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { findVideoTools } from './video-tools.ts';
import type { VideoTools } from './video-tools.ts';

const run = promisify(execFile);

/** A hostile upload cannot steer ffmpeg: it reads the sniffed container only, from local files only. */
describe('reading an upload with ffmpeg', async () => {
  const tools = await findVideoTools();
  let folder: string;
  let clip: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'affiche-video-tools-'));
    clip = path.join(folder, 'clip.mp4');
    if (tools)
      execFileSync('ffmpeg', [
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc=size=320x240:rate=24:duration=1',
        '-pix_fmt',
        'yuv420p',
        clip,
      ]);
  });

  it.runIf(tools)('probes and transcodes a real clip with its container named', async () => {
    const probe = await (tools as VideoTools).probe(clip, 'mp4');
    expect(probe).toMatchObject({ hasVideo: true, width: 320, height: 240 });
    expect(probe.durationSeconds).toBeCloseTo(1, 0);
    const output = path.join(folder, 'playback.mp4');
    await (tools as VideoTools).transcodeForPlayback(clip, output, 'mp4');
    expect((await (tools as VideoTools).probe(output, 'mp4')).hasVideo).toBe(true);
  });

  it.runIf(tools)(
    'refuses a playlist posing as an MP4 that ffmpeg, left to guess, would follow to another file',
    async () => {
      const playlist = path.join(folder, 'input.mp4');
      writeFileSync(playlist, `#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1.0,\nfile:${clip}\n#EXT-X-ENDLIST\n`);
      // left to guess, ffprobe opens the playlist and reads the file it names
      const guessed = await run('ffprobe', [
        '-v',
        'error',
        '-show_entries',
        'stream=codec_type',
        '-of',
        'json',
        playlist,
      ]).then(
        ({ stdout }) => stdout,
        () => '',
      );
      expect(guessed).toContain('video');
      await expect((tools as VideoTools).probe(playlist, 'mp4')).rejects.toThrow();
      await expect(
        (tools as VideoTools).transcodeForPlayback(playlist, path.join(folder, 'out.mp4'), 'mp4'),
      ).rejects.toThrow();
    },
  );
});
