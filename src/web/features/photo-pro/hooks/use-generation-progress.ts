import { useCallback, useEffect, useRef, useState } from 'react';
import { estimateProgress } from '../lib/progress';

const TICK_MS = 100;

export type GenerationPhase = 'idle' | 'uploading' | 'processing' | 'done';

/** Drives the progress bar from the real upload events, then from the eased estimate. */
export function useGenerationProgress() {
  const [progress, setProgress] = useState(0);
  const [phase, setPhase] = useState<GenerationPhase>('idle');
  const uploadedAt = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stopTimer = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => stopTimer, [stopTimer]);

  const start = useCallback(() => {
    stopTimer();
    uploadedAt.current = null;
    setPhase('uploading');
    setProgress(0);
  }, [stopTimer]);

  const onUploadProgress = useCallback(
    (fraction: number) => {
      if (uploadedAt.current !== null) return;
      if (fraction < 1) {
        setProgress(estimateProgress(fraction, null));
        return;
      }
      const doneAt = Date.now();
      uploadedAt.current = doneAt;
      setPhase('processing');
      setProgress(estimateProgress(1, 0));
      timer.current = setInterval(() => setProgress(estimateProgress(1, Date.now() - doneAt)), TICK_MS);
    },
    [],
  );

  const complete = useCallback(() => {
    stopTimer();
    setPhase('done');
    setProgress(100);
  }, [stopTimer]);

  const reset = useCallback(() => {
    stopTimer();
    uploadedAt.current = null;
    setPhase('idle');
    setProgress(0);
  }, [stopTimer]);

  return { progress, phase, start, onUploadProgress, complete, reset };
}
