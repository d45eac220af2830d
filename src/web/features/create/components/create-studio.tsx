import { clsx } from 'clsx';
import { LoaderCircle, Sparkles } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMessages, usePreloadedAreas } from '../../../lib/i18n/i18n.tsx';
import { isFreeStyle, styleById, STYLES } from '../../../../shared/styles.ts';
import type { StyleDefinition, StyleId } from '../../../../shared/styles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useOwnPoster } from '../api/get-own-poster.ts';
import type { GeneratedPoster } from '../api/generate-poster.ts';
import type { CaptionPlacement } from '../caption-position.ts';
import { frameSize, stageBox } from '../frame-size.ts';
import { useDelayedFlag } from '../hooks/use-delayed-flag.ts';
import { useGeneration } from '../hooks/use-generation.ts';
import { useImageUpload } from '../hooks/use-image-upload.ts';
import { usePosterWindow } from '../hooks/use-poster-window.ts';
import type { UploadedImage } from '../hooks/use-image-upload.ts';
import { useSharePoster } from '../hooks/use-share-poster.ts';
import { useVideoFlow } from '../hooks/use-video-flow.ts';
import { useViewport } from '../hooks/use-viewport.ts';
import { CaptionEditor } from './caption-editor.tsx';
import { ImageStage } from './image-stage.tsx';
import { PosterResult } from './poster-result.tsx';
import { ResultActions } from './result-actions.tsx';
import { StepHeading } from './step-heading.tsx';
import { StyleCarousel } from './style-carousel.tsx';
import { SellModal } from '../../../components/sell/sell-modal.tsx';
import { posterStatus } from '../../../../shared/sell.ts';
import type { PosterStatus } from '../../../../shared/sell.ts';
import type { PosterOrderButtonComponent } from '../../../components/poster/poster-order.ts';
import { shownPhotoWidthOf, usePrintFormat } from '../../../components/poster/print-format-picker.tsx';
import { UploadDropzone } from './upload-dropzone.tsx';
import { VideoFramePicker } from './video-frame-picker.tsx';
import type { SelectedFrame } from './video-frame-picker.tsx';

/** The glow delay and scroll delay (docs/product/create.md#the-create-page). */
const GLOW_DELAY_MS = 200;
const SCROLL_DELAY_MS = 100;

/** The poster on show is kept in the address (`?poster=<id>`): a reload, or the owner's link, shows it again. */
const POSTER_PARAM = 'poster';
const posterIdOf = (value: string | null) =>
  value !== null && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : null;

const scrollBehaviour = (): ScrollBehavior =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

type CreateStudioProps = {
  email: string;
  member: boolean;
  /** The checkout's Order (A3) button for the finished poster, handed in by the page. */
  OrderButton: PosterOrderButtonComponent;
};

/**
 * The create flow for a signed-in user (docs/product/create.md#the-create-page): upload or clip, frame, caption, style,
 * 'create my print', then the poster with its actions; 'New Poster' starts over.
 */
export function CreateStudio({ email, member, OrderButton }: CreateStudioProps) {
  const m = useMessages('create');
  // The result's size and frame picker speaks the prints' words: loaded with the studio, not when a poster is done.
  usePreloadedAreas('prints');
  const viewport = useViewport();
  const frameRef = useRef<HTMLDivElement>(null);
  const [image, setImage] = useState<UploadedImage | null>(null);
  const [caption, setCaption] = useState<CaptionPlacement | null>(null);
  const [selectedFrame, setSelectedFrame] = useState<SelectedFrame | null>(null);
  const [styleId, setStyleId] = useState<StyleId>('alpinecoastal');
  const [editorOpen, setEditorOpen] = useState(false);
  const [sellOpen, setSellOpen] = useState(false);
  /** The state of a poster submitted from here (in review), by its id: shown where 'Sell' was. */
  const [published, setPublished] = useState<{ id: number; status: PosterStatus } | null>(null);
  const video = useVideoFlow(email);
  const { clear: clearVideo } = video;

  const isLocked = useCallback((style: StyleDefinition) => !member && !isFreeStyle(style.id), [member]);
  const style = STYLES.find((candidate) => candidate.id === styleId)!;
  const posterWindow = usePosterWindow(image?.dataUrl ?? null, style);

  const scrollToFrame = useCallback((block: ScrollLogicalPosition = 'nearest') => {
    setTimeout(() => frameRef.current?.scrollIntoView({ behavior: scrollBehaviour(), block }), SCROLL_DELAY_MS);
  }, []);

  const clearImage = useCallback(() => {
    setImage(null);
    setCaption(null);
    setSelectedFrame(null);
    clearVideo();
  }, [clearVideo]);

  const generation = useGeneration({ email, onClearImage: clearImage });
  const { share, sharing } = useSharePoster();
  const [searchParams, setSearchParams] = useSearchParams();
  const keptId = posterIdOf(searchParams.get(POSTER_PARAM));
  const generated = generation.phase === 'done' ? generation.poster : null;
  // After a reload the studio starts idle: the poster named in the address is read back from the server.
  const restored = useOwnPoster(generation.phase === 'idle' ? keptId : null);
  const kept = generation.phase === 'idle' && keptId !== null && restored.data?.id === keptId ? restored.data : null;
  const poster: GeneratedPoster | null =
    generated ??
    (kept && {
      confirmationId: '',
      posterUrl: kept.previewPath,
      previewUrl: kept.previewPath,
      thumbnailUrl: kept.thumbnailPath,
      originalImagePath: kept.originalPath,
      imageId: kept.id,
    });
  // The size and frame chosen for the result: the order, the cart (and the wall preview) follow it.
  const [printFormat, setPrintFormat] = usePrintFormat();
  const generating = generation.phase === 'generating';
  const setKeptId = useCallback(
    (id: number | null) =>
      setSearchParams(
        (params) => {
          if (id === null) params.delete(POSTER_PARAM);
          else params.set(POSTER_PARAM, String(id));
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  // A new poster goes into the address as soon as it is known.
  const generatedId = generated?.imageId ?? null;
  useEffect(() => {
    if (generatedId !== null) setKeptId(generatedId);
  }, [generatedId, setKeptId]);

  // A poster that is not (or no longer) the user's: say so and start afresh.
  const restoreFailed = restored.isError;
  useEffect(() => {
    if (!restoreFailed) return;
    toast({ title: m.posterNotFound, variant: 'destructive', duration: 5000 });
    setKeptId(null);
  }, [restoreFailed, setKeptId, m]);
  const glow = useDelayedFlag(poster !== null, GLOW_DELAY_MS);
  const frame = frameSize(viewport, poster !== null);

  const upload = useImageUpload({
    onImage: (uploaded) => {
      clearVideo();
      setSelectedFrame(null);
      setCaption(null);
      setImage(uploaded);
      scrollToFrame();
    },
    onVideo: (file) => {
      setImage(null);
      setCaption(null);
      setSelectedFrame(null);
      void video.start(file);
      scrollToFrame();
    },
  });

  // The result gets the room: bring it into view once it appears.
  const shownId = poster?.imageId ?? (poster ? poster.confirmationId : null);
  useEffect(() => {
    if (shownId !== null) scrollToFrame('center');
  }, [shownId, scrollToFrame]);

  // Free users keep a free style even if their membership state changes under them.
  useEffect(() => {
    if (isLocked(style)) setStyleId('alpinecoastal');
  }, [isLocked, style]);

  const takeFrame = (chosen: SelectedFrame) => {
    setSelectedFrame(chosen);
    setCaption(null);
    setImage({ dataUrl: chosen.frameDataUrl, width: 0, height: 0 });
    scrollToFrame();
  };

  const createPrint = () => {
    // a clip without its moment taken yet: say what is missing, not 'upload an image'
    if (!image && video.clip) {
      toast({ title: m.takeFrameFirst, variant: 'destructive', duration: 5000 });
      return;
    }
    if (image) scrollToFrame();
    void generation.generate({
      imageData: image?.dataUrl ?? '',
      style: style.id,
      stylePrompt: style.traits,
      caption,
      originalVideoPath: selectedFrame?.videoPath ?? null,
      videoFrameTimestamp: selectedFrame ? Math.round(selectedFrame.timestamp * 100) / 100 : null,
      hasVideoData: selectedFrame !== null,
      window: posterWindow.sent,
    });
  };

  const newPoster = () => {
    generation.reset();
    setKeptId(null);
    clearImage();
    scrollToFrame('start');
  };

  // What the result shows: the session's choices, or after a reload what the server kept of the poster.
  const shownStyle = (kept && styleById(kept.style)) || style;
  const shownCaption = kept ? kept.caption : (caption?.text ?? null);
  const shownVideo = kept
    ? kept.compressedVideoPath && kept.videoFrameTimestamp !== null
      ? { compressedVideoPath: kept.compressedVideoPath, timestamp: kept.videoFrameTimestamp }
      : null
    : selectedFrame;
  const title = kept?.name || shownStyle.name;

  const restoring = generation.phase === 'idle' && keptId !== null && restored.isPending;

  let stage;
  if (restoring) {
    stage = (
      <div
        aria-busy="true"
        className="animate-pulse bg-ink/10"
        style={{ width: frame.width, height: frame.height }}
        data-testid="poster-restoring"
      />
    );
  } else if (poster) {
    stage = <PosterResult poster={poster} frame={frame} glow={glow} styleName={shownStyle.name} video={shownVideo} />;
  } else if (image) {
    stage = (
      <ImageStage
        imageUrl={image.dataUrl}
        box={stageBox(viewport, frame)}
        choice={posterWindow}
        caption={caption}
        editorOpen={editorOpen}
        generating={generating}
        onAddText={() => setEditorOpen(true)}
        onRemove={clearImage}
      />
    );
  } else if (video.clip) {
    stage = <VideoFramePicker clip={video.clip} frame={frame} onCancel={clearImage} onUse={takeFrame} />;
  } else {
    stage = (
      <UploadDropzone
        frame={frame}
        busy={upload.reading}
        onFiles={(files, source) => void upload.accept(files, source)}
      />
    );
  }

  return (
    <section
      aria-labelledby="create-title"
      className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 md:px-8 md:pt-8"
      data-state={poster ? 'done' : generation.phase}
    >
      <div className="grid gap-10 md:mx-auto md:w-fit md:grid-cols-[auto_26rem] md:gap-14">
        <div className="flex min-w-0 flex-col items-center gap-4 md:items-start">
          {poster ? null : (
            <>
              <h1 id="create-title" className="sr-only">
                {m.pageTitle}
              </h1>
              <StepHeading number={1} className="self-start">
                {m.stepUpload}
              </StepHeading>
            </>
          )}
          <div
            ref={frameRef}
            className="flex scroll-mt-6 justify-center self-stretch md:justify-start"
            data-testid="create-frame"
          >
            {stage}
          </div>
        </div>

        {poster ? (
          <div className="relative z-10 flex flex-col gap-5 md:pt-2">
            <div>
              <h1 id="create-title" className="text-4xl leading-none font-bold tracking-tighter md:text-5xl">
                {m.posterReadyHeading}
              </h1>
              <p className="mt-4 text-xs font-bold tracking-[0.14em] text-ink-soft uppercase">
                {m.selectedStyle({ name: shownStyle.name })}
              </p>
              {shownCaption ? (
                <p className="mt-1 text-lg font-semibold [overflow-wrap:anywhere]">“{shownCaption}”</p>
              ) : null}
            </div>
            <ResultActions
              OrderButton={OrderButton}
              format={printFormat}
              onFormatChange={setPrintFormat}
              shownPhotoWidth={shownPhotoWidthOf(generated ?? kept)}
              signedIn
              email={email}
              order={
                poster.imageId
                  ? {
                      imageId: poster.imageId,
                      imageUrl: poster.posterUrl,
                      previewUrl: poster.thumbnailUrl ?? poster.previewUrl,
                      originalImageUrl: poster.originalImagePath ?? null,
                      style: shownStyle.id,
                      title,
                    }
                  : null
              }
              sharing={sharing}
              onShare={() => void share(poster.posterUrl)}
              onSell={() => setSellOpen(true)}
              status={
                published && published.id === poster.imageId ? published.status : kept ? posterStatus(kept) : 'private'
              }
              onNewPoster={newPoster}
            />
          </div>
        ) : (
          <div className="flex min-w-0 flex-col gap-4">
            <StepHeading number={2}>{m.chooseStyle}</StepHeading>
            <StyleCarousel styles={STYLES} selectedId={styleId} isLocked={isLocked} onSelect={setStyleId} />
            <div
              className={clsx(
                'sticky bottom-0 z-20 -mx-4 flex flex-col gap-2 border-t-2 border-ink bg-paper px-4 pt-3',
                'pb-[max(0.75rem,env(safe-area-inset-bottom))] md:static md:mx-0 md:border-0 md:p-0',
              )}
            >
              <Button
                variant="accent"
                size="lg"
                onClick={createPrint}
                disabled={generating}
                className="w-full text-xl"
                data-testid="create-print"
              >
                {generating ? (
                  <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                ) : (
                  <Sparkles aria-hidden="true" className="size-5" />
                )}
                {m.createMyPrint}
              </Button>
              <p className="text-center text-xs text-ink-soft md:text-left">
                <span data-testid="selected-style" className="font-semibold text-ink">
                  {m.selectedStyle({ name: style.name })}
                </span>
                {' · '}
                {member ? m.memberNote : m.creditNote}
              </p>
            </div>
          </div>
        )}
      </div>
      {poster ? (
        <SellModal
          open={sellOpen}
          onOpenChange={setSellOpen}
          poster={{ id: poster.imageId, imageUrl: poster.thumbnailUrl ?? poster.previewUrl }}
          onPublished={(result) => setPublished({ id: result.id, status: result.status })}
        />
      ) : null}
      {image ? (
        <CaptionEditor
          open={editorOpen}
          imageUrl={image.dataUrl}
          window={posterWindow.window}
          caption={caption}
          viewport={viewport}
          onSave={setCaption}
          onClose={() => setEditorOpen(false)}
        />
      ) : null}
    </section>
  );
}
