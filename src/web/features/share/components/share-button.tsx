import { Check, Share2 } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { useShareImage, type ShareImageOptions } from '../hooks/use-share-image';

export type ShareButtonProps = ShareImageOptions & Pick<ButtonProps, 'variant' | 'size' | 'className'>;

/** "Compartilhar": the image file through the share sheet, or its link to the clipboard. */
export function ShareButton({ url, fileName, title, text, variant = 'outline', size, className }: ShareButtonProps) {
  const { state, share } = useShareImage({ url, fileName, title, text });
  return (
    <Button variant={variant} size={size} className={className} loading={state === 'sharing'} onClick={() => void share()}>
      {state === 'copied' ? <Check aria-hidden="true" /> : state === 'idle' ? <Share2 aria-hidden="true" /> : null}
      <span aria-live="polite">
        {state === 'sharing' ? 'Compartilhando...' : state === 'copied' ? 'Link copiado!' : 'Compartilhar'}
      </span>
    </Button>
  );
}
