import { Camera, Megaphone } from 'lucide-react';
import { FREE_SIGNUP_CREDITS } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import type { OpenTool } from './landing-tools';

/** The closing call to action: both tools again, opening in place at the top of the page. */
export function FinalCta({ onOpen, intent }: OpenTool) {
  return (
    <section id="comecar" aria-labelledby="final-cta-heading" className="px-4 py-16 sm:py-20">
      <div className="mx-auto grid max-w-4xl justify-items-center gap-6 rounded-3xl border border-orange-200 bg-gradient-to-br from-orange-100 via-amber-50 to-rose-100 px-6 py-12 text-center shadow-soft sm:px-12">
        <h2 id="final-cta-heading" className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          Sua próxima foto pode vender muito mais
        </h2>
        <p className="max-w-xl text-pretty text-muted-foreground">
          Comece agora com {FREE_SIGNUP_CREDITS} créditos grátis, sem cartão de crédito. Em segundos você tem a foto ou o post pronto.
        </p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button size="lg" onClick={() => onOpen('photo-pro')} {...intent('photo-pro')}>
            <Camera aria-hidden="true" />
            Transformar minha foto
          </Button>
          <Button size="lg" variant="outline" onClick={() => onOpen('templates')} {...intent('templates')}>
            <Megaphone aria-hidden="true" />
            Montar meu post
          </Button>
        </div>
      </div>
    </section>
  );
}
