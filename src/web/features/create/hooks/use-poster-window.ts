import { useCallback, useEffect, useRef, useState } from 'react';
import type { PosterWindow, WindowSuggestion } from '../../../../shared/create.ts';
import type { StyleDefinition } from '../../../../shared/styles.ts';
import { scaledForSuggestion, suggestWindow } from '../api/suggest-window.ts';
import { centredWindow, clampWindow, maxZoomOutOf } from '../poster-window.ts';
import type { PhotoSize } from '../poster-window.ts';

/** A style chosen while scrolling through the carousel asks only once it has rested this long. */
const SUGGEST_DELAY_MS = 350;

type Suggestion = { style: string; answer: WindowSuggestion | null };

/**
 * The poster's window over the chosen photo or frame (docs/product/create.md#the-posters-window): centred until the
 * subject finder's suggestion for the photo in the chosen style arrives, then the suggestion, until the customer
 * moves it; Reset goes back to the suggestion. `sent` is what the generate request carries: null while neither a
 * suggestion nor the customer has placed it (the engine then places it itself, as before). `bounds.shows` is the
 * part of any window over this photo that shows it in this style (the oval of a concert bill), where the suggestion
 * said so.
 */
export function usePosterWindow(imageUrl: string | null, style: StyleDefinition) {
  const [photo, setPhoto] = useState<{ url: string; size: PhotoSize; scaled: string } | null>(null);
  const [suggestions, setSuggestions] = useState<{ url: string; list: Suggestion[] }>({ url: '', list: [] });
  const [moved, setMoved] = useState<{ url: string; window: PosterWindow } | null>(null);
  const asked = useRef(new Set<string>());

  // The photo's size (a video frame comes without one) and its small copy for the suggestion.
  useEffect(() => {
    asked.current = new Set();
    if (!imageUrl) return;
    let live = true;
    const image = new Image();
    image.onload = () => {
      if (!live || image.naturalWidth === 0) return;
      let scaled = '';
      try {
        scaled = scaledForSuggestion(image);
      } catch {
        // Without a small copy there is no suggestion: the window stays centred.
      }
      setPhoto({ url: imageUrl, size: { width: image.naturalWidth, height: image.naturalHeight }, scaled });
    };
    image.src = imageUrl;
    return () => {
      live = false;
    };
  }, [imageUrl]);

  const current = photo && photo.url === imageUrl ? photo : null;

  // Ask once per photo and style, after the style has rested; a failure counts as no suggestion.
  useEffect(() => {
    if (!current?.scaled || asked.current.has(style.id)) return;
    const controller = new AbortController();
    const url = current.url;
    let answered = false;
    const timer = setTimeout(() => {
      asked.current.add(style.id);
      void suggestWindow({ imageData: current.scaled, style: style.id }, controller.signal).then((answer) => {
        if (controller.signal.aborted) return;
        answered = true;
        setSuggestions((known) => ({
          url,
          list: [...(known.url === url ? known.list : []), { style: style.id, answer }],
        }));
      });
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (answered || !asked.current.has(style.id)) return;
      // A request cut short is asked again when the style comes back.
      controller.abort();
      asked.current.delete(style.id);
    };
  }, [current, style.id]);

  const answer =
    current && suggestions.url === current.url
      ? (suggestions.list.find((entry) => entry.style === style.id)?.answer ?? null)
      : null;
  const suggested = answer?.window ?? null;
  const own = current && moved?.url === current.url ? moved.window : null;
  const bounds = { maxZoomOut: current ? maxZoomOutOf(style, current.size) : 1, shows: answer?.shows ?? null };
  const window = current ? clampWindow(own ?? suggested ?? centredWindow(current.size), current.size, bounds) : null;

  const move = useCallback(
    (next: PosterWindow) => {
      if (current) setMoved({ url: current.url, window: next });
    },
    [current],
  );
  const reset = useCallback(() => setMoved(null), []);

  return {
    photo: current?.size ?? null,
    window,
    bounds,
    /** Whether the window is the subject finder's (not the centred stand-in, nor the customer's own). */
    isSuggested: own === null && suggested !== null,
    moved: own !== null,
    sent: own !== null || suggested !== null ? window : null,
    move,
    reset,
  };
}
