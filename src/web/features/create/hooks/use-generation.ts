import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { trackEvent } from '../../../lib/analytics.ts';
import { appEvents, emitAppEvent } from '../../../lib/app-events.ts';
import { checkGeneration } from '../api/check-generation.ts';
import { generatePoster } from '../api/generate-poster.ts';
import type { GeneratedPoster, GeneratePosterBody } from '../api/generate-poster.ts';
import { confirmGenerationCredit } from '../api/use-generation-credit.ts';
import { classifyGenerationError, generationFailure } from '../generation-errors.ts';
import type { GenerationFailure } from '../generation-errors.ts';
import { pollUntilReady } from '../generation-polling.ts';

export type GenerationPhase = 'idle' | 'generating' | 'done';

export type GenerationInput = Omit<GeneratePosterBody, 'confirmationId' | 'email'>;

const TOAST_MS = 5000;

/**
 * Generation (docs/product/create.md#generation): the request, polling on 202 or a gateway time-out, the error toasts
 * and
 * the dialogs that help, and after success the credit call, fresh credits and `creditsUpdated`.
 */
export function useGeneration({ email, onClearImage }: { email: string; onClearImage: () => void }) {
  const m = useMessages('create');
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<GenerationPhase>('idle');
  const [poster, setPoster] = useState<GeneratedPoster | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  // Leaving mid-way loses the poster on screen (it still reaches the dashboard): the browser asks first.
  useEffect(() => {
    if (phase !== 'generating') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [phase]);

  const succeed = useCallback(
    (result: GeneratedPoster, style: string) => {
      setPoster(result);
      setPhase('done');
      toast({ title: m.posterReady, duration: TOAST_MS });
      trackEvent('Poster', 'generate', style);
      void confirmGenerationCredit(email).finally(() => {
        void queryClient.invalidateQueries({ queryKey: ['/api/generation-credits'] });
        emitAppEvent(appEvents.creditsUpdated);
      });
    },
    [email, queryClient, m],
  );

  const fail = useCallback(
    (failure: GenerationFailure, style: string) => {
      setPhase('idle');
      toast({ title: failure.title, description: failure.description, variant: 'destructive', duration: TOAST_MS });
      if (failure.clearImage) onClearImage();
      if (failure.event) emitAppEvent(failure.event);
      trackEvent('Poster', 'generation_failed', style);
      // A refused generation gives its credit back; the badge shows the balance again.
      emitAppEvent(appEvents.creditsUpdated);
    },
    [onClearImage],
  );

  const generate = useCallback(
    async (input: GenerationInput) => {
      if (!input.imageData) {
        toast({ title: m.uploadImageFirst, variant: 'destructive', duration: TOAST_MS });
        return;
      }
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      const { signal } = controller;
      const confirmationId = crypto.randomUUID();
      setPoster(null);
      setPhase('generating');

      const poll = async () => {
        toast({ title: m.takingLonger, description: m.takingLongerText, duration: TOAST_MS });
        const outcome = await pollUntilReady({ check: () => checkGeneration(confirmationId, signal), signal });
        if (outcome.status === 'done') return succeed(outcome.result, input.style);
        if (outcome.status === 'failed')
          return fail(generationFailure({ code: outcome.code, serverMessage: outcome.message }, m), input.style);
        if (outcome.status === 'exhausted') {
          setPhase('idle');
          toast({ title: m.checkDashboard, description: m.checkDashboardText, duration: TOAST_MS });
        }
      };

      try {
        const reply = await generatePoster({ ...input, email, confirmationId }, signal);
        if (signal.aborted) return;
        if (reply.status === 'done') return succeed(reply, input.style);
        return await poll();
      } catch (error) {
        if (signal.aborted) return;
        const outcome = classifyGenerationError(error, m);
        if (outcome.kind === 'poll') return await poll();
        fail(outcome, input.style);
      }
    },
    [email, fail, succeed, m],
  );

  const reset = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setPoster(null);
    setPhase('idle');
  }, []);

  return { phase, poster, generate, reset };
}
