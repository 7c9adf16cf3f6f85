import { useId } from 'react';
import { ImageDropzone } from '../../../components/image-dropzone';
import { Badge } from '../../../components/ui/badge';
import { LOGO_FILE_ACCEPT, PRODUCT_ACCEPT, logoFileProblem, productFileProblem } from '../lib/files';
import { TEMPLATES_MSG } from '../lib/messages';

export type ImagesStepProps = {
  product: File | null;
  logo: File | null;
  onProductChange: (file: File | null) => void;
  onLogoChange: (file: File | null) => void;
  disabled?: boolean;
};

const PREVIEW = 'aspect-[4/3]';
const EMPTY = 'min-h-56 px-4 py-8 sm:aspect-[4/3] sm:min-h-0';
/** A checkerboard behind the logo, so transparent areas read as transparent. */
const CHECKERBOARD = 'bg-[repeating-conic-gradient(#f3ebe3_0%_25%,#ffffff_0%_50%)] bg-[length:20px_20px] p-6';

/** Step 2: the product photo (required) and the logo (optional), each with a preview and "Remover". */
export function ImagesStep({ product, logo, onProductChange, onLogoChange, disabled }: ImagesStepProps) {
  const productHeadingId = useId();
  const logoHeadingId = useId();
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <section aria-labelledby={productHeadingId} className="grid content-start gap-2">
        <div className="flex items-center justify-between gap-2">
          <h4 id={productHeadingId} className="font-bold">
            Foto do produto
          </h4>
          <Badge>Obrigatória</Badge>
        </div>
        <ImageDropzone
          file={product}
          onFileChange={onProductChange}
          onRemove={() => onProductChange(null)}
          accept={PRODUCT_ACCEPT}
          check={productFileProblem}
          hint={TEMPLATES_MSG.productHint}
          emptyText="Arraste a foto do produto ou clique para escolher"
          dropText="Solte a foto aqui"
          replaceText="Trocar foto"
          removeLabel="Remover produto"
          previewAlt={(file) => `Prévia do produto: ${file.name}`}
          inputTestId="product-input"
          disabled={disabled}
          previewClassName={PREVIEW}
          emptyClassName={EMPTY}
        />
      </section>
      <section aria-labelledby={logoHeadingId} className="grid content-start gap-2">
        <div className="flex items-center justify-between gap-2">
          <h4 id={logoHeadingId} className="font-bold">
            Logo da sua marca
          </h4>
          <Badge variant="outline">Opcional</Badge>
        </div>
        <ImageDropzone
          file={logo}
          onFileChange={onLogoChange}
          onRemove={() => onLogoChange(null)}
          accept={LOGO_FILE_ACCEPT}
          check={logoFileProblem}
          hint={TEMPLATES_MSG.logoHint}
          emptyText="Arraste o seu logo ou clique para escolher"
          dropText="Solte o logo aqui"
          replaceText="Trocar logo"
          removeLabel="Remover logo"
          previewAlt={(file) => `Prévia do logo: ${file.name}`}
          inputTestId="logo-input"
          disabled={disabled}
          previewClassName={PREVIEW}
          emptyClassName={EMPTY}
          imageClassName={CHECKERBOARD}
        />
        <p className="text-xs text-muted-foreground">As cores do logo viram as cores da arte.</p>
      </section>
    </div>
  );
}
