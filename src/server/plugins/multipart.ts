// Reads a multipart request into its files (as buffers, size-limited) and text fields.
import type { FastifyRequest } from 'fastify';
import { MSG } from '../../shared/messages.ts';
import { AppError, badRequest, tooLarge } from '../http-errors.ts';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

export interface MultipartBody {
  /** The last file of each field name. */
  files: Map<string, UploadedFile>;
  /** Every file, in the order sent (a multi-file field keeps them all). */
  allFiles: UploadedFile[];
  fields: Record<string, string>;
}

/**
 * Files over `maxFileBytes` → 413 with `tooLargeMessage`; more than `maxFiles` files → 413; a malformed
 * body → 400; nothing is kept.
 */
export async function readMultipart(
  request: FastifyRequest,
  maxFileBytes: number,
  tooLargeMessage?: string,
  maxFiles?: number,
  batch: {
    /** All files together (a batch of photos); over it → 413 with `tooLargeMessage`. */
    maxTotalBytes?: number;
    /** Said (400 `too_many_files`) when more than `maxFiles` files are sent. */
    tooManyMessage?: string;
  } = {},
): Promise<MultipartBody> {
  const { maxTotalBytes, tooManyMessage } = batch;
  const files = new Map<string, UploadedFile>();
  let totalBytes = 0;
  const allFiles: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes, ...(maxFiles ? { files: maxFiles } : {}) } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge(tooLargeMessage);
        totalBytes += bytes.length;
        if (maxTotalBytes !== undefined && totalBytes > maxTotalBytes) throw tooLarge(tooLargeMessage);
        const file = { fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, bytes };
        files.set(part.fieldname, file);
        allFiles.push(file);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(tooLargeMessage);
    if (code === 'FST_FILES_LIMIT' && tooManyMessage) throw badRequest(tooManyMessage, 'too_many_files');
    // Whatever else the parser met (no boundary, a body cut short, a part without a name, header
    // blocks that never end…) is a malformed upload: the client's fault, answered 400, not a 500.
    throw Object.assign(badRequest(MSG.uploadMalformed, 'upload_malformed'), { cause: error });
  }
  return { files, allFiles, fields };
}
