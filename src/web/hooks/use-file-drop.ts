// A drop zone's drag state and handlers: `dragging` while files are held over it (entering and leaving
// its children counts right), and the dropped files handed to `onFiles` unless the zone is disabled.
// Shared by the single-photo dropzone and "Cardápio inteiro"'s many-photo one.
import { useState, type DragEvent } from 'react';

export function useFileDrop(onFiles: (files: File[]) => void, disabled = false) {
  const [depth, setDepth] = useState(0);
  return {
    dragging: depth > 0,
    handlers: {
      onDragEnter: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        setDepth((d) => d + 1);
      },
      onDragOver: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      },
      onDragLeave: () => setDepth((d) => Math.max(0, d - 1)),
      onDrop: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        setDepth(0);
        if (disabled) return;
        const files = Array.from(event.dataTransfer.files);
        if (files.length) onFiles(files);
      },
    },
  };
}
