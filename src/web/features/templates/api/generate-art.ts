import type { ArtFormat } from '../../../../shared/constants';
import { GenerateArtResponseSchema, type GenerateArtResponse } from '../../../../shared/schemas/arts.schema';
import { downsizeForUpload } from '../../../lib/downsize-image';
import { postGenerationForm, type GenerationUploadOptions } from '../../../lib/upload';

/** 201 of POST /api/arts/generate. */
export type GenerateArtResult = GenerateArtResponse;

export type GenerateArtRequest = {
  templateId: string;
  product: File;
  logo: File | null;
  format: ArtFormat;
  title: string;
  price: string;
  description: string;
  cta: string;
};

const GENERATE_PATH = '/api/arts/generate';

/** The multipart body, with the product photo downsized to what the engine reads (see downsize-image.ts); the logo as chosen. */
async function toFormData(request: GenerateArtRequest): Promise<FormData> {
  const product = await downsizeForUpload(request.product);
  const form = new FormData();
  // The text fields go before the files, so a streaming multipart parser has them when the files arrive.
  form.append('templateId', request.templateId);
  form.append('format', request.format);
  form.append('title', request.title);
  for (const field of ['price', 'description', 'cta'] as const) {
    if (request[field]) form.append(field, request[field]);
  }
  form.append('product', product, product.name);
  if (request.logo) form.append('logo', request.logo, request.logo.name);
  return form;
}

/** Sends the images and the texts; rejects with ApiError on an error answer. */
export async function generateArt(request: GenerateArtRequest, options: GenerationUploadOptions): Promise<GenerateArtResult> {
  return GenerateArtResponseSchema.parse(await postGenerationForm(GENERATE_PATH, await toFormData(request), options));
}
