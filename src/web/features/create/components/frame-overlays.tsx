import { clsx } from 'clsx';
import { LoaderCircle, CloudUpload } from 'lucide-react';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { getSettings } from '../../../lib/settings.ts';

/**
 * While the poster is made (docs/product/create.md#generation): spinner, the three lines, over the photo; the wait
 * promised is the engine's in use. `compact` for a short stage (a landscape photo on a phone): smaller, so all of
 * it shows.
 */
export function GeneratingOverlay({ compact = false }: { compact?: boolean }) {
  const m = useMessages('create');
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="generating-overlay"
      className={clsx(
        'absolute inset-0 z-10 flex flex-col items-center justify-center',
        'bg-ink/78 px-6 text-center text-paper backdrop-blur-[2px]',
        compact ? 'gap-2' : 'gap-4',
      )}
    >
      <LoaderCircle
        aria-hidden="true"
        className={clsx('animate-spin text-swiss', compact ? 'size-7' : 'size-12')}
        strokeWidth={2.25}
      />
      <p className={clsx('leading-tight font-bold tracking-tight text-balance', compact ? 'text-lg' : 'text-2xl')}>
        {m.creating}
      </p>
      <p className="text-sm font-semibold">{m.doNotNavigate}</p>
      <p
        className={clsx(
          'inline-flex items-center gap-2 border border-paper/50 px-3 py-1 text-xs font-bold',
          'tracking-[0.14em] uppercase tabular-nums',
        )}
      >
        <span aria-hidden="true" className="size-1.5 animate-pulse bg-swiss" />
        {m.expectedTime[getSettings().posterEngine]}
      </p>
    </div>
  );
}

/** While a clip uploads (docs/product/create.md#uploading-a-video). */
export function VideoUploadingOverlay() {
  const m = useMessages('create');
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="video-uploading-overlay"
      className={clsx(
        'absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 bg-ink/70 px-6',
        'text-center text-paper',
      )}
    >
      <span className="relative flex size-12 items-center justify-center">
        <LoaderCircle aria-hidden="true" className="absolute size-12 animate-spin text-swiss" strokeWidth={2} />
        <CloudUpload aria-hidden="true" className="size-5" strokeWidth={2.25} />
      </span>
      <p className="text-xl font-bold tracking-tight">{m.uploadingVideo}</p>
      <p className="max-w-[16rem] text-sm text-paper/85">{m.uploadingVideoHint}</p>
    </div>
  );
}
