import { Mail, MessageCircle } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { useSalesContact } from '../api/get-sales-contact';
import { salesEmailUrl, salesWhatsAppUrl } from '../lib/sales-contact';

/**
 * The Studio card's "Falar com Vendas": a WhatsApp chat with the sales team (new tab, the message
 * written) and their e-mail beside it; an e-mail to them where the server has no WhatsApp number.
 * Starts no checkout. Disabled until the contact has loaded.
 */
export function SalesContactAction({ planName, variant }: { planName: string; variant: 'default' | 'outline' }) {
  const { data: contact } = useSalesContact();
  const hintId = useId();

  if (!contact) {
    return (
      <Button className="w-full" size="lg" variant={variant} disabled>
        Falar com Vendas
      </Button>
    );
  }
  const whatsapp = salesWhatsAppUrl(contact, planName);
  if (!whatsapp) {
    return (
      <div className="grid w-full gap-2 text-center" data-testid="sales-contact">
        <Button asChild className="w-full" size="lg" variant={variant}>
          <a href={salesEmailUrl(contact, planName)} aria-describedby={hintId}>
            <Mail aria-hidden="true" />
            Falar com Vendas
          </a>
        </Button>
        <p id={hintId} className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          Por e-mail: <span className="font-medium text-foreground">{contact.email}</span>
        </p>
      </div>
    );
  }
  return (
    <div className="grid w-full gap-2 text-center" data-testid="sales-contact">
      <Button asChild className="w-full" size="lg" variant={variant}>
        <a href={whatsapp} target="_blank" rel="noopener noreferrer" aria-describedby={hintId}>
          <MessageCircle aria-hidden="true" />
          Falar com Vendas
        </a>
      </Button>
      <p id={hintId} className="text-sm text-muted-foreground">
        Pelo WhatsApp, ou por e-mail:{' '}
        <a
          href={salesEmailUrl(contact, planName)}
          className="inline-block max-w-full rounded-sm font-medium text-primary underline underline-offset-4 [overflow-wrap:anywhere] hover:text-primary/80"
        >
          {contact.email}
        </a>
      </p>
    </div>
  );
}
