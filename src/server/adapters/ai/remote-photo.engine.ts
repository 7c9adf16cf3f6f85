// Foto Pro through a remote generative model (AI_PROVIDER=gemini|openai): the prompt is built from
// style, platform, scenario and the active training examples; the model's image gets the local
// engine's framing, watermark and encoding. Any provider failure becomes the spec's pt-BR message.
import { finalizeGeneratedPhoto } from '../../../engine/photo/finalize.ts';
import type { EnhanceOptions, EnhanceResult } from '../../../engine/photo/enhance.ts';
import { MSG } from '../../../shared/messages.ts';
import { sniffImageType } from '../../../shared/uploads.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../http-errors.ts';
import { buildPhotoPrompt, photoAspectRatio, type PhotoTrainingExample } from './photo-prompt.ts';
import { createRemotePhotoProvider, RemotePhotoError, type RemotePhotoProvider } from './remote-photo.ts';

/** A remote generative provider behind the engine's interface (AI_PROVIDER=gemini|openai). */
export interface RemotePhotoEngine {
  enhancePhoto(
    input: Buffer,
    options: EnhanceOptions,
    context: { scenarioPrompt: string | null; trainingExamples: PhotoTrainingExample[] },
  ): Promise<EnhanceResult>;
}

const MIME = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

export function createRemotePhotoEngineFrom(provider: RemotePhotoProvider): RemotePhotoEngine {
  return {
    async enhancePhoto(input, options, context) {
      const ext = sniffImageType(input) ?? 'jpg';
      const prompt = buildPhotoPrompt({
        style: options.style,
        platform: options.platform,
        scenarioPrompt: context.scenarioPrompt,
        trainingExamples: context.trainingExamples,
      });
      let generated: Buffer;
      try {
        generated = await provider.generate({ photo: input, mimeType: MIME[ext], prompt, aspectRatio: photoAspectRatio(options.platform) });
      } catch (error) {
        if (error instanceof RemotePhotoError && error.reason === 'no-image') {
          throw new AppError(502, 'no_image_generated', MSG.noImageGenerated);
        }
        throw new AppError(502, 'enhance_failed', MSG.enhanceError);
      }
      return finalizeGeneratedPhoto(generated, options.platform, options.watermark);
    },
  };
}

/** The remote engine the configuration asks for, or null for the local engine. */
export function createRemotePhotoEngine(config: Config): RemotePhotoEngine | null {
  if (config.ai.provider === 'local' || !config.ai.apiKey) return null;
  return createRemotePhotoEngineFrom(
    createRemotePhotoProvider({ provider: config.ai.provider, apiKey: config.ai.apiKey, baseUrl: config.ai.baseUrl, model: config.ai.model }),
  );
}
