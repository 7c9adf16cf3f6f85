import type { ComponentProps } from 'react';

export type HiddenFileInputProps = Omit<ComponentProps<'input'>, 'type' | 'onChange'> & {
  /** The files picked (called only when there are some). */
  onFiles: (files: File[]) => void;
};

/**
 * The file input behind a picker button: out of sight and out of the tab order; the button calls its
 * click(). It empties itself after each pick, so picking the same file again fires another change.
 */
export function HiddenFileInput({ onFiles, className = 'hidden', ...props }: HiddenFileInputProps) {
  return (
    <input
      type="file"
      tabIndex={-1}
      aria-hidden="true"
      className={className}
      onChange={(event) => {
        const files = Array.from(event.target.files ?? []);
        event.target.value = '';
        if (files.length) onFiles(files);
      }}
      {...props}
    />
  );
}
