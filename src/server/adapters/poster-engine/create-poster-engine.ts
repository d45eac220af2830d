import type { Config } from '../../config.ts';
import { LocalPosterEngine } from './local-poster-engine.ts';
import type { LocalPosterEngineOptions } from './local-poster-engine.ts';
import type { PosterEngine } from './poster-engine.ts';

/**
 * The engine of POSTER_ENGINE: the local renderer by default, OpenAI's image edits when configured. The OpenAI
 * SDK is loaded only then: a shop on the local engine does not carry it in memory (decision 020). `local`: the
 * logger, image slots and subject detector a local engine is given (the process's own, from runtime.ts).
 */
export async function createPosterEngine(config: Config, local: LocalPosterEngineOptions = {}): Promise<PosterEngine> {
  if (config.POSTER_ENGINE === 'openai') {
    const { OpenAiPosterEngine } = await import('./openai-poster-engine.ts');
    return new OpenAiPosterEngine({
      apiKey: config.OPENAI_API_KEY!,
      baseURL: config.OPENAI_BASE_URL,
      model: config.OPENAI_IMAGE_MODEL,
    });
  }
  return new LocalPosterEngine(local);
}
