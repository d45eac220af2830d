import type { Config } from '../../config.ts';
import { LocalPosterEngine } from './local-poster-engine.ts';
import { OpenAiPosterEngine } from './openai-poster-engine.ts';
import type { PosterEngine } from './poster-engine.ts';

/** The engine of POSTER_ENGINE: the local renderer by default, OpenAI's image edits when configured. */
export function createPosterEngine(config: Config): PosterEngine {
  if (config.POSTER_ENGINE === 'openai') {
    return new OpenAiPosterEngine({ apiKey: config.OPENAI_API_KEY!, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_IMAGE_MODEL });
  }
  return new LocalPosterEngine();
}
