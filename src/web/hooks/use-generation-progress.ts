// The progress bar of a generation request (Foto Pro, Templates Rápidos): the real upload events drive
// it first, then a time-based estimate while the server works; only the answer moves it past that.
import { useCallback, useEffect, useRef, useState } from 'react';

const TICK_MS = 100;

export type GenerationPhase = 'idle' | 'uploading' | 'processing' | 'finishing' | 'done';

/**
 * Progress in percent from `uploaded`, the fraction of the request body sent (0..1), and
 * `processingMs`, the time since the upload finished (null while it is still being sent).
 * It must stay below what `finish`/`complete` show, so the bar never waits at a stage already passed.
 */
export type ProgressEstimate = (uploaded: number, processingMs: number | null) => number;

export type GenerationProgress = {
  progress: number;
  phase: GenerationPhase;
  /** Fraction of the request body sent so far (0..1), for a label like "42% enviado". */
  uploaded: number;
  /** A new request starts: back to 0, uploading. */
  start: () => void;
  /** Pass to the upload as its progress callback. */
  onUploadProgress: (fraction: number) => void;
  /** The answer arrived and the last touches run (e.g. loading the image): the bar jumps to `value`. */
  finish: (value: number) => void;
  /** All done: 100%. */
  complete: () => void;
  /** Failure or a new start: back to 0, idle. */
  reset: () => void;
};

export function useGenerationProgress(estimate: ProgressEstimate): GenerationProgress {
  const [progress, setProgress] = useState(0);
  const [phase, setPhase] = useState<GenerationPhase>('idle');
  const [uploaded, setUploaded] = useState(0);
  const estimateRef = useRef(estimate);
  const uploadedAt = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(() => {
    estimateRef.current = estimate;
  }, [estimate]);

  const stopTimer = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => stopTimer, [stopTimer]);

  const start = useCallback(() => {
    stopTimer();
    uploadedAt.current = null;
    setPhase('uploading');
    setUploaded(0);
    setProgress(estimateRef.current(0, null));
  }, [stopTimer]);

  const onUploadProgress = useCallback((fraction: number) => {
    if (uploadedAt.current !== null) return;
    if (fraction < 1) {
      setUploaded(fraction);
      setProgress(estimateRef.current(fraction, null));
      return;
    }
    const doneAt = Date.now();
    uploadedAt.current = doneAt;
    setUploaded(1);
    setPhase('processing');
    setProgress(estimateRef.current(1, 0));
    timer.current = setInterval(() => setProgress(estimateRef.current(1, Date.now() - doneAt)), TICK_MS);
  }, []);

  const finish = useCallback(
    (value: number) => {
      stopTimer();
      setPhase('finishing');
      setProgress(value);
    },
    [stopTimer],
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
    setUploaded(0);
    setProgress(0);
  }, [stopTimer]);

  return { progress, phase, uploaded, start, onUploadProgress, finish, complete, reset };
}
