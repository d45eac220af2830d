import { clsx } from 'clsx';
import { ImagePlus, LoaderCircle } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { ACCEPTED_FILE_TYPES } from '../file-validation.ts';
import type { FileSource } from '../file-validation.ts';
import type { FrameSize } from '../frame-size.ts';

type UploadDropzoneProps = {
  frame: FrameSize;
  busy: boolean;
  onFiles: (files: File[], source: FileSource) => void;
};

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * The poster-shaped upload area (docs/product/create.md#uploading-a-photo): a tap opens the file picker, a photo or
 * clip can be
 * dropped on it. The hidden input keeps the label and the keyboard: Enter or Space opens the picker.
 */
export function UploadDropzone({ frame, busy, onFiles }: UploadDropzoneProps) {
  const m = useMessages('create');
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setDragging(false);
    if (busy) return;
    onFiles(Array.from(event.dataTransfer.files), 'drop');
  };

  return (
    <div className="relative" style={{ width: frame.width, height: frame.height }}>
      <button
        type="button"
        data-testid="upload-dropzone"
        data-dragging={dragging || undefined}
        aria-describedby={hintId}
        disabled={busy}
        onClick={() => inputRef.current?.click()}
        onDragEnter={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={clsx(
          'group relative flex size-full flex-col items-center justify-center gap-5 border-2',
          'border-dashed px-6 text-center transition-colors',
          'focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-swiss disabled:cursor-progress',
          dragging ? 'border-swiss bg-swiss/8' : 'border-ink bg-white/50 hover:bg-white',
        )}
      >
        {/* Corner marks of a print sheet. */}
        <span aria-hidden="true" className="absolute top-3 left-3 size-4 border-t-2 border-l-2 border-ink" />
        <span aria-hidden="true" className="absolute top-3 right-3 size-4 border-t-2 border-r-2 border-ink" />
        <span aria-hidden="true" className="absolute bottom-3 left-3 size-4 border-b-2 border-l-2 border-ink" />
        <span aria-hidden="true" className="absolute right-3 bottom-3 size-4 border-r-2 border-b-2 border-ink" />
        <span
          aria-hidden="true"
          className={clsx(
            'flex size-16 items-center justify-center text-white transition-transform group-hover:-rotate-6',
            dragging ? 'bg-ink' : 'bg-swiss',
          )}
        >
          {busy ? (
            <LoaderCircle className="size-8 animate-spin" strokeWidth={2.25} />
          ) : (
            <ImagePlus className="size-8" strokeWidth={2} />
          )}
        </span>
        <span className="max-w-[14rem] text-2xl leading-tight font-bold tracking-tight text-balance">
          {dragging ? m.dropHere : m.uploadPrompt}
        </span>
        <span id={hintId} className="grid gap-1 text-sm text-ink-soft">
          <span>{m.imageHint}</span>
          <span>{m.videoHint}</span>
        </span>
      </button>
      <input
        ref={inputRef}
        type="file"
        tabIndex={-1}
        aria-label={m.uploadInputLabel}
        accept={ACCEPTED_FILE_TYPES}
        className="sr-only"
        data-testid="upload-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Choosing the same file again must fire again.
          event.target.value = '';
          onFiles(files, 'pick');
        }}
      />
    </div>
  );
}
