import { Pause, Play } from 'lucide-react';

/** The pause/resume button of something that moves by itself (useSelfMoving's `stopped` and `toggleStopped`). */
export function PauseToggle({ stopped, onToggle, pauseLabel, resumeLabel, className }: { stopped: boolean; onToggle: () => void; pauseLabel: string; resumeLabel: string; className: string }) {
  return (
    <button type="button" className={className} aria-label={stopped ? resumeLabel : pauseLabel} onClick={onToggle}>
      {stopped ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
    </button>
  );
}
