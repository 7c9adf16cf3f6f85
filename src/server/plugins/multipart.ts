// Reads a multipart request into its files (as buffers, size-limited) and text fields.
import type { FastifyRequest } from 'fastify';
import { tooLarge } from '../http-errors.ts';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

export interface MultipartBody {
  files: Map<string, UploadedFile>;
  fields: Record<string, string>;
}

/** Files over `maxFileBytes` → 413 with `tooLargeMessage`; nothing is kept. */
export async function readMultipart(request: FastifyRequest, maxFileBytes: number, tooLargeMessage?: string): Promise<MultipartBody> {
  const files = new Map<string, UploadedFile>();
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge(tooLargeMessage);
        files.set(part.fieldname, { fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, bytes });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(tooLargeMessage);
    throw error;
  }
  return { files, fields };
}
