// Checks on an image the user picked, before it is sent (the server sniffs the bytes and checks again).

export type ImageFileRule = {
  /** Accepted MIME types. */
  types: readonly string[];
  /** Some systems report no type (.webp, .svg); the extension decides then. */
  extensions: RegExp;
  maxBytes: number;
  messages: {
    /** Not an image at all. */
    notAnImage: string;
    /** An image of a type not accepted here. */
    unsupportedType: string;
    tooLarge: string;
  };
};

/** Why `file` cannot be sent (a pt-BR toast), or null when it is fine. */
export function imageFileProblem(file: File, rule: ImageFileRule): string | null {
  const accepted = rule.types.includes(file.type) || (!file.type && rule.extensions.test(file.name));
  if (!accepted) return file.type.startsWith('image/') ? rule.messages.unsupportedType : rule.messages.notAnImage;
  if (file.size > rule.maxBytes) return rule.messages.tooLarge;
  return null;
}

/** "2,4 MB", "350 KB". */
export function formatFileSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${mb.toFixed(1).replace('.', ',')} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
