import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_VIDEO_SECONDS } from '../../../shared/create.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { VideoTools } from '../../adapters/video/video-tools.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { storageUrl } from '../storage/index.ts';
import { insertVideo } from './generation.repository.ts';

/** About 45 MB of video, which is what a 60 MB JSON body of base64 can carry. */
export const MAX_VIDEO_BYTES = 45 * 1024 * 1024;
/** Metadata durations are rounded; a clip the browser called 10 s may probe at 10.04 s. */
const DURATION_TOLERANCE_SECONDS = 0.5;

type VideoKind = 'mp4' | 'mov' | 'webm' | 'avi' | 'unknown';

export function sniffVideo(bytes: Buffer): VideoKind {
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp')
    return bytes.toString('latin1', 8, 10) === 'qt' ? 'mov' : 'mp4';
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'AVI ')
    return 'avi';
  return 'unknown';
}

export function decodeVideoDataUrl(dataUrl: string): Buffer {
  const match = /^data:(video\/[a-z0-9.+-]+|application\/octet-stream)?(;[a-z0-9=.+-]+)*;base64,/i.exec(dataUrl);
  if (!match) throw new AppError('not_a_video');
  const bytes = Buffer.from(dataUrl.slice(match[0].length), 'base64');
  if (bytes.length === 0) throw new AppError('not_a_video');
  if (bytes.length > MAX_VIDEO_BYTES) throw new AppError('video_too_large');
  return bytes;
}

type Dependencies = { db: Database; storage: Storage; tools: VideoTools | null };

/**
 * A clip for the frame picker: checked by its bytes and by ffprobe (a renamed file or a long video is
 * refused whatever the browser said), kept as sent, plus a muted H.264 copy for playback. Without
 * ffmpeg only browser-playable MP4 and WebM are taken, and played as sent from a copy of their own: the
 * upload itself answers to its owner alone (decision 023).
 */
export function createVideoService({ db, storage, tools }: Dependencies) {
  return {
    async upload(
      userId: number,
      bytes: Buffer,
    ): Promise<{ videoPath: string; compressedVideoPath: string; durationSeconds: number | null }> {
      const kind = sniffVideo(bytes);
      if (kind === 'unknown') throw new AppError('not_a_video');
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
      const originalKey = `videos/originals/${hash}.${kind}`;

      if (!tools) {
        if (kind !== 'mp4' && kind !== 'webm') throw new AppError('video_format');
        // The upload is its owner's; what others may play is a copy under videos/ (decision 023).
        const playbackKey = `videos/${hash}.${kind}`;
        await storage.put(originalKey, bytes);
        await storage.put(playbackKey, bytes, { contentType: `video/${kind}` });
        await insertVideo(db, { userId, originalPath: originalKey, compressedPath: playbackKey, durationSeconds: 0 });
        return { videoPath: originalKey, compressedVideoPath: storageUrl(playbackKey), durationSeconds: null };
      }

      const folder = await mkdtemp(path.join(tmpdir(), 'affiche-video-'));
      try {
        const input = path.join(folder, `input.${kind}`);
        await writeFile(input, bytes);
        const probe = await tools.probe(input, kind).catch(() => null);
        if (!probe || !probe.hasVideo || !Number.isFinite(probe.durationSeconds)) throw new AppError('not_a_video');
        if (probe.durationSeconds > MAX_VIDEO_SECONDS + DURATION_TOLERANCE_SECONDS) {
          throw new AppError('video_too_long', { seconds: Math.round(probe.durationSeconds) });
        }
        const output = path.join(folder, 'playback.mp4');
        await tools.transcodeForPlayback(input, output, kind).catch(() => {
          throw new AppError('video_unreadable');
        });
        const playback = await readFile(output);
        const compressedKey = `videos/${createHash('sha256').update(playback).digest('hex').slice(0, 32)}.mp4`;
        await storage.put(originalKey, bytes);
        await storage.put(compressedKey, playback, { contentType: 'video/mp4' });
        await insertVideo(db, {
          userId,
          originalPath: originalKey,
          compressedPath: compressedKey,
          durationSeconds: probe.durationSeconds,
        });
        return {
          videoPath: originalKey,
          compressedVideoPath: storageUrl(compressedKey),
          durationSeconds: probe.durationSeconds,
        };
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}

export type VideoService = ReturnType<typeof createVideoService>;
