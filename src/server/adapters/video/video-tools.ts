import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** ffprobe's view of a file: its duration and the kinds of streams in it. */
export type VideoProbe = {
  durationSeconds: number;
  hasVideo: boolean;
  hasAudio: boolean;
  width: number;
  height: number;
  formatName: string;
};

/** The container an upload was sniffed as, which is the only demuxer ffmpeg may use on it. */
export type VideoContainer = 'mp4' | 'mov' | 'webm' | 'avi';
const demuxerOf: Record<VideoContainer, string> = { mp4: 'mov', mov: 'mov', webm: 'matroska', avi: 'avi' };

/**
 * The system ffmpeg and ffprobe (FFMPEG_PATH, else the PATH). Probing and transcoding run as child
 * processes with time limits, so a hostile file can hang neither the server nor a worker. An upload is read
 * with the demuxer of the container its bytes were sniffed as, and only from local files: a playlist, a
 * concat list or an image sequence disguised as a video cannot make ffmpeg open other files or the network.
 */
export type VideoTools = {
  probe(file: string, container: VideoContainer): Promise<VideoProbe>;
  /** A muted H.264 MP4 of at most 720 px on its longer side, ready for streaming (faststart). */
  transcodeForPlayback(input: string, output: string, container: VideoContainer): Promise<void>;
};

/** ffmpeg's and ffprobe's options for reading one upload: its sniffed container, local files only. */
export const inputOptions = (container: VideoContainer) => [
  '-protocol_whitelist',
  'file,pipe',
  '-f',
  demuxerOf[container],
];

export async function findVideoTools(ffmpegPath?: string): Promise<VideoTools | null> {
  const ffmpeg = ffmpegPath ?? 'ffmpeg';
  const ffprobe = ffmpegPath ? ffmpegPath.replace(/ffmpeg(\.exe)?$/, 'ffprobe$1') : 'ffprobe';
  try {
    await run(ffmpeg, ['-version'], { timeout: 10_000 });
    await run(ffprobe, ['-version'], { timeout: 10_000 });
  } catch {
    return null;
  }
  return {
    async probe(file, container) {
      const { stdout } = await run(
        ffprobe,
        [
          '-v',
          'error',
          ...inputOptions(container),
          '-show_entries',
          'format=duration,format_name:stream=codec_type,width,height',
          '-of',
          'json',
          file,
        ],
        { timeout: 20_000, maxBuffer: 1024 * 1024 },
      );
      const parsed = JSON.parse(stdout) as {
        format?: { duration?: string; format_name?: string };
        streams?: { codec_type?: string; width?: number; height?: number }[];
      };
      const video = parsed.streams?.find((stream) => stream.codec_type === 'video');
      return {
        durationSeconds: Number(parsed.format?.duration ?? NaN),
        hasVideo: Boolean(video),
        hasAudio: Boolean(parsed.streams?.some((stream) => stream.codec_type === 'audio')),
        width: video?.width ?? 0,
        height: video?.height ?? 0,
        formatName: parsed.format?.format_name ?? '',
      };
    },
    async transcodeForPlayback(input, output, container) {
      await run(
        ffmpeg,
        [
          '-hide_banner',
          '-loglevel',
          'error',
          '-y',
          ...inputOptions(container),
          '-i',
          input,
          '-an',
          '-t',
          '15',
          '-vf',
          [
            "scale='if(gt(iw,ih),min(720,iw),-2)':'if(gt(iw,ih),-2,min(720,ih))'",
            'scale=trunc(iw/2)*2:trunc(ih/2)*2',
            'fps=30',
          ].join(','),
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-crf',
          '26',
          '-pix_fmt',
          'yuv420p',
          '-movflags',
          '+faststart',
          '-f',
          'mp4',
          output,
        ],
        { timeout: 120_000, maxBuffer: 1024 * 1024 },
      );
    },
  };
}
